/**
 * GFM table column alignment (`| :-: |`) arrives as the `align` attribute on th/td, which HTML
 * no longer has (the Nu HTML checker reports it). This rehype plugin moves it to an inline
 * `text-align` style, which renders the same.
 */
interface Node {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: Node[]
}

export function alignToStyle(node: Node): void {
  if (node.type === 'element' && (node.tagName === 'td' || node.tagName === 'th') && node.properties?.align) {
    const { align, style, ...rest } = node.properties
    node.properties = { ...rest, style: `text-align: ${String(align)}${style ? `; ${String(style)}` : ''}` }
  }
  node.children?.forEach(alignToStyle)
}

export function rehypeTableAlign() {
  return (tree: unknown) => alignToStyle(tree as Node)
}
