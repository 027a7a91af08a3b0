/**
 * MDX parsed as the pages are (@mdx-js/mdx's parser with remark-gfm, the syntax
 * src/mdx/renderArticle.tsx compiles with), for the build steps that read a body's structure
 * instead of rendering it: the search records and the Markdown twins.
 */
import { createProcessor } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'

/**
 * An mdast node (with MDX and GFM nodes) as the code that walks these trees reads and writes it:
 * the fields it uses, checked where it uses them, since one walk meets every kind of node.
 */
export interface MdastNode {
  type: string
  value?: string
  url?: string
  alt?: string | null
  lang?: string | null
  meta?: string | null
  name?: string | null
  depth?: number
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  children?: MdastNode[]
  position?: { start: { line: number } }
  [key: string]: unknown
}

let processor: ReturnType<typeof createProcessor> | undefined

/** An MDX body (front matter already removed) as mdast. Throws the parser's message on bad MDX. */
export function parseMdx(body: string): MdastNode {
  processor ??= createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm] })
  return processor.parse(body) as unknown as MdastNode
}
