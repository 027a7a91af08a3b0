export interface HastNode {
  type: string
  tagName?: string
  /** A text node's text. */
  value?: string
  /** An MDX component's name (`mdxJsxFlowElement`). */
  name?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

/**
 * After highlighting, each <pre>'s tokens are serialised to one HTML string (the `data-html`
 * property, which CodeBlock renders with dangerouslySetInnerHTML). A page's JavaScript chunk then
 * carries a compact string per sample instead of one React element per token, which keeps
 * the page chunks several times smaller.
 */
export function serializeHighlightedCode(tree: HastNode, toHtml: (nodes: HastNode[]) => string): void {
  const visit = (node: HastNode): void => {
    if (node.type === 'element' && node.tagName === 'pre' && node.children?.length) {
      node.properties = { ...node.properties, dataHtml: toHtml(node.children) }
      node.children = []
      return
    }
    node.children?.forEach(visit)
  }
  visit(tree)
}
