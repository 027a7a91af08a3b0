/**
 * The remark and rehype plugins every MDX file goes through (gatsby-config.ts passes these to
 * gatsby-plugin-mdx). Highlighting happens here, at build time: rehype-pretty-code with shiki
 * writes light and dark colours as CSS variables, so no highlighter ships to the browser.
 */
import remarkGfm from 'remark-gfm'
import rehypeSlug from 'rehype-slug'
import { remarkCodeTabs } from './codeTabs'
import { prettyCodeMeta } from './fenceMeta'
import { remarkMarkdownLinks } from './markdownLinks'

type Transformer = (tree: unknown, file: unknown) => unknown

/**
 * Code themes for the two colour modes. The high-contrast GitHub themes are the ones whose every
 * token colour meets WCAG AA on the code background (the plain GitHub themes fail for comments
 * and some keywords; the accessibility tests check this).
 */
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const

/** rehype-pretty-code is ESM and async; load it on first use inside a small wrapper plugin. */
function rehypeHighlight() {
  let transformer: Promise<Transformer> | undefined
  return async (tree: unknown, file: unknown) => {
    // Promise.resolve: the bundler that compiles gatsby-config.ts may turn import() into a plain require.
    transformer ??= Promise.resolve(import('rehype-pretty-code')).then(
      ({ default: rehypePrettyCode }) =>
        (rehypePrettyCode as unknown as (options: object) => Transformer)({
          theme: CODE_THEMES,
          keepBackground: false,
          defaultLang: 'plaintext',
          filterMetaString: prettyCodeMeta,
        }),
    )
    await (await transformer)(tree, file)
  }
}

export const remarkPlugins = [remarkGfm, remarkMarkdownLinks, remarkCodeTabs]
export const rehypePlugins = [rehypeSlug, rehypeHighlight]
