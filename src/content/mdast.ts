/**
 * The MDX syntax tree (mdast) as the site's code reads it, with no parser attached, so the
 * browser's search code can share it; parse.ts makes these trees.
 */

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
  position?: { start: { line: number }; end?: { line: number } }
  [key: string]: unknown
}

/**
 * A node's text as the page shows it, which is what a heading's id is made from (like
 * hast-util-to-string in rehype-slug): every value, an image's alt, a line break as a space.
 * Nodes of the `skip` types count as no text.
 */
export function textOf(node: MdastNode, skip: ReadonlySet<string> = new Set()): string {
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? ''
  if (skip.has(node.type)) return ''
  if (typeof node.value === 'string' && !node.children) return node.value
  if (node.type === 'break') return ' '
  return (node.children ?? []).map((child) => textOf(child, skip)).join('')
}
