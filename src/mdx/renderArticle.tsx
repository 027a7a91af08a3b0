/**
 * An MDX body rendered to HTML at build time: compiled with the site's remark and rehype plugins
 * (plugins.ts, through the one processor of parse.ts), then rendered by React on the server
 * through the article components (src/components/Mdx). The HTML, the table of contents (from the
 * same headings, with the same ids) and the tree as parsed (for the search records and the Markdown
 * twin) are a field of the content layer (src/build/article.ts, `Mdx.article`), so a page's query
 * carries its article: the first load shows it as the server wrote it and a client-side navigation
 * inserts the same string, and no page ships its MDX as JavaScript.
 */
import { run } from '@mdx-js/mdx'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as jsxRuntime from 'react/jsx-runtime'
import { articleComponents, type ArticleSettings } from '../components/Mdx/components'
import type { MdastNode } from '../content/mdast'
import { bodyLineOffsetOf } from '../content/frontmatter'
import { mdxError, mdxProcessor } from './parse'
import { tocOf, type Heading, type TocEntry } from './toc'
import type { ArticleTypeNotes, TypeNotesOf } from './typeNotes'

export interface ArticleSource {
  /** The MDX body, front matter removed (Mdx.body). */
  body: string
  /** The file it came from, for error messages and the plugins that read it. */
  filePath: string
  /** Answers the samples' type notation (typeNotes.ts); without it the notation shows as written. */
  typeNotesOf?: TypeNotesOf
  /** The page's type data address: its TypeScript samples are marked for the hover (src/typeInfo/remark.ts). */
  typesUrl?: string
  /** The lines above the body (its front matter), so messages and the plugins name file lines; read from the file when not given. */
  bodyLineOffset?: number
}

/** The article: its HTML, its table of contents and the tree they were made from, from one parse. */
export interface RenderedArticle {
  html: string
  toc: TocEntry[]
  /** The body as the parser gave it (parse.ts's plainTree), before any step changed it. */
  tree: MdastNode
  /** The answers to its samples' type notation, by fence line in `tree` (typeNotes.ts). */
  typeNotes: ArticleTypeNotes
}

type MdxContent = (props: { components: object }) => React.ReactElement

/** Ids inside an article (tabs and their panels) start with this, so they never equal the layout's. */
export const ARTICLE_ID_PREFIX = 'a'

/** The article's HTML, table of contents and tree. A body that does not compile throws an error naming its file and line. */
export async function renderArticle(
  { body, filePath, typeNotesOf, typesUrl, bodyLineOffset = bodyLineOffsetOf(filePath) }: ArticleSource,
  settings: ArticleSettings,
): Promise<RenderedArticle> {
  let file, Content: MdxContent
  try {
    file = await mdxProcessor().process({ value: body, path: filePath, data: { typeNotesOf, typesUrl, bodyLineOffset } })
    Content = ((await run(file, jsxRuntime)) as { default: MdxContent }).default
  } catch (error) {
    throw mdxError(error, filePath, bodyLineOffset, 'compiled')
  }
  const html = renderToStaticMarkup(<Content components={articleComponents(settings)} />, { identifierPrefix: ARTICLE_ID_PREFIX })
  return {
    html,
    toc: tocOf(file.data.headings as Heading[]),
    tree: file.data.mdast as MdastNode,
    typeNotes: (file.data.typeNotes as ArticleTypeNotes | undefined) ?? {},
  }
}
