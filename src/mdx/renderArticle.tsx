/**
 * An MDX body rendered to HTML at build time: compiled with the site's remark and rehype plugins
 * (plugins.ts, the ones gatsby-config.ts gives gatsby-plugin-mdx), then rendered by React on the
 * server through the article components (src/components/Mdx). The HTML and the table of contents
 * (from the same headings, with the same ids) are a field of the content layer
 * (src/build/article.ts, `Mdx.article`), so a page's query carries its article: the first load
 * shows it as the server wrote it and a client-side navigation inserts the same string, and no
 * page ships its MDX as JavaScript.
 */
import { createProcessor, run } from '@mdx-js/mdx'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as jsxRuntime from 'react/jsx-runtime'
import { articleComponents, type ArticleSettings } from '../components/Mdx/components'
import { rehypePlugins, remarkPlugins } from './plugins'
import { collectHeadings, tocOf, type HastNode, type Heading, type TocEntry } from './toc'

export interface ArticleSource {
  /** The MDX body, front matter removed (Mdx.body). */
  body: string
  /** The file it came from, for error messages and the plugins that read it. */
  filePath: string
}

/** The article: its HTML and its table of contents, from one compile. */
export interface RenderedArticle {
  html: string
  toc: TocEntry[]
}

/** The last rehype step: records the headings on the file, for the table of contents. */
function rehypeCollectHeadings() {
  return (tree: HastNode, file: { data: Record<string, unknown> }) => {
    file.data.headings = collectHeadings(tree)
  }
}

type MdxContent = (props: { components: object }) => React.ReactElement
type Compile = (source: ArticleSource) => Promise<{ Content: MdxContent; toc: TocEntry[] }>

let compiler: Compile | undefined

function loadCompiler(): Compile {
  if (compiler) return compiler
  // One processor for every page: the highlighter inside the rehype plugins loads once.
  const processor = createProcessor({
    outputFormat: 'function-body',
    development: false,
    remarkPlugins,
    rehypePlugins: [...rehypePlugins, rehypeCollectHeadings],
  })
  compiler = async ({ body, filePath }) => {
    const file = await processor.process({ value: body, path: filePath })
    const module = (await run(file, jsxRuntime)) as { default: MdxContent }
    return { Content: module.default, toc: tocOf(file.data.headings as Heading[]) }
  }
  return compiler
}

/** Ids inside an article (tabs and their panels) start with this, so they never equal the layout's. */
export const ARTICLE_ID_PREFIX = 'a'

/** The article's HTML and table of contents. A body that does not compile throws an error naming its file. */
export async function renderArticle(source: ArticleSource, settings: ArticleSettings): Promise<RenderedArticle> {
  const compile = loadCompiler()
  let compiled: Awaited<ReturnType<Compile>>
  try {
    compiled = await compile(source)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`${source.filePath}: the MDX could not be compiled: ${reason}`)
  }
  const { Content, toc } = compiled
  return { html: renderToStaticMarkup(<Content components={articleComponents(settings)} />, { identifierPrefix: ARTICLE_ID_PREFIX }), toc }
}
