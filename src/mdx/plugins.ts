/**
 * The remark and rehype plugins every MDX file goes through (src/mdx/renderArticle.tsx compiles
 * each page's article with them). Highlighting happens here, at build time: rehype-pretty-code with shiki
 * writes light and dark colours, turned into classes (tokenClasses.ts), so no highlighter ships to
 * the browser.
 */
import remarkGfm from 'remark-gfm'
import rehypeSlug from 'rehype-slug'
import { remarkCodeTabs } from './codeTabs'
import { prettyCodeMeta } from './fenceMeta'
import { serializeHighlightedCode, type HastNode } from './serializeCode'
import { remarkMarkdownLinks } from './markdownLinks'
import { rehypeTableAlign } from './tableAlign'
import { rehypeTableRegions } from './tableRegions'
import { CODE_THEMES } from './codeThemes'
import { compactHighlightedCode, loadTokenVocabulary, type TokenVocabulary } from './tokenClasses'

type Transformer = (tree: unknown, file: unknown) => unknown

/** rehype-pretty-code and hast-util-to-html are ESM; load them on first use inside a small wrapper plugin. */
function rehypeHighlight() {
  let transformer: Promise<{ highlight: Transformer; toHtml: (nodes: HastNode[]) => string; vocabulary: TokenVocabulary }> | undefined
  return async (tree: unknown, file: unknown) => {
    // Promise.resolve: the bundler that compiles gatsby-node.ts may turn import() into a plain require.
    transformer ??= Promise.all([
      Promise.resolve(import('rehype-pretty-code')),
      Promise.resolve(import('hast-util-to-html')),
      loadTokenVocabulary(),
    ]).then(([{ default: rehypePrettyCode }, { toHtml }, vocabulary]) => ({
      vocabulary,
      highlight: (rehypePrettyCode as unknown as (options: object) => Transformer)({
        theme: CODE_THEMES,
        keepBackground: false,
        defaultLang: 'plaintext',
        filterMetaString: prettyCodeMeta,
        bypassInlineCode: true,
      }),
      toHtml: (nodes: HastNode[]) => toHtml({ type: 'root', children: nodes } as never),
    }))
    const { highlight, toHtml, vocabulary } = await transformer
    await highlight(tree, file)
    compactHighlightedCode(tree as HastNode, vocabulary, (file as { path?: string }).path ?? 'MDX file')
    serializeHighlightedCode(tree as HastNode, toHtml)
  }
}

export const remarkPlugins = [remarkGfm, remarkMarkdownLinks, remarkCodeTabs]
export const rehypePlugins = [rehypeSlug, rehypeTableAlign, rehypeHighlight, rehypeTableRegions]
