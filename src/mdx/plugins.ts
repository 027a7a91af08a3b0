/**
 * The remark and rehype plugins every MDX file goes through (src/mdx/renderArticle.tsx compiles
 * each page's article with them). Highlighting happens here, at build time: rehype-pretty-code with shiki
 * writes light and dark colours, turned into classes (tokenClasses.ts), so no highlighter ships to
 * the browser.
 */
import { toHtml } from 'hast-util-to-html'
import rehypePrettyCode from 'rehype-pretty-code'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import { remarkCodeTabs } from '../components/CodeTabs/remark'
import { remarkRunnable } from '../run/remark'
import { remarkTypeNotes } from './typeNotes'
import { rehypeTypedBlocks, remarkTypedBlocks } from '../typeInfo/remark'
import { prettyCodeMeta } from '../content/fenceMeta'
import { serializeHighlightedCode, type HastNode } from './serializeCode'
import { remarkMarkdownLinks } from './markdownLinks'
import { rehypeTableAlign } from './tableAlign'
import { rehypeTableRegions } from './tableRegions'
import { rehypeSections } from './sections'
import { CODE_THEMES } from './codeThemes'
import { compactHighlightedCode, loadTokenVocabulary } from './tokenClasses'

type Transformer = (tree: unknown, file: unknown) => unknown

const serialize = (nodes: HastNode[]) => toHtml({ type: 'root', children: nodes } as never)

/**
 * rehype-pretty-code, then the colours turned into classes and the code made compact. Its
 * highlighter (shiki's themes) is made on the first article, so a tool that only parses
 * (src/mdx/parse.ts's parseMdx) never loads it.
 */
function rehypeHighlight() {
  let highlight: Transformer | undefined
  return async (tree: unknown, file: unknown) => {
    highlight ??= (rehypePrettyCode as unknown as (options: object) => Transformer)({
      theme: CODE_THEMES,
      keepBackground: false,
      defaultLang: 'plaintext',
      filterMetaString: prettyCodeMeta,
      bypassInlineCode: true,
    })
    await highlight(tree, file)
    compactHighlightedCode(tree as HastNode, await loadTokenVocabulary(), (file as { path?: string }).path ?? 'MDX file')
    serializeHighlightedCode(tree as HastNode, serialize)
  }
}

// The type notes come after the JavaScript tabs, which are made from the code without its notation.
export const remarkPlugins = [remarkGfm, remarkMarkdownLinks, remarkRunnable, remarkCodeTabs, remarkTypeNotes, remarkTypedBlocks]
export const rehypePlugins = [rehypeSlug, rehypeTableAlign, rehypeHighlight, rehypeTypedBlocks, rehypeTableRegions, rehypeSections]
