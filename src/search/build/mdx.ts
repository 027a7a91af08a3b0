/**
 * The MDX parser and heading slugger the search records are built with: the same ones the
 * pages are rendered with (@mdx-js/mdx's parser with remark-gfm, as src/mdx/renderArticle.tsx runs them;
 * github-slugger, which rehype-slug runs). All three are ES modules, loaded on first use.
 */
import type { MdastNode, Slugger } from '../records'

export interface MdxTools {
  /** Parses an MDX body (front matter already removed) into mdast with MDX and GFM nodes. */
  parse(body: string): MdastNode
  /** A fresh slugger: one per page, like rehype-slug. */
  createSlugger(): Slugger
}

let tools: Promise<MdxTools> | undefined

export function loadMdxTools(): Promise<MdxTools> {
  // Promise.resolve: the bundler that compiles gatsby-node.ts may turn import() into a plain require.
  tools ??= Promise.all([
    Promise.resolve(import('@mdx-js/mdx')),
    Promise.resolve(import('remark-gfm')),
    Promise.resolve(import('github-slugger')),
  ]).then(([{ createProcessor }, { default: remarkGfm }, { default: GithubSlugger }]) => {
    const processor = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm] })
    return {
      parse: (body: string) => processor.parse(body) as unknown as MdastNode,
      createSlugger: () => new GithubSlugger(),
    }
  })
  return tools
}
