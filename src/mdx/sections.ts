/**
 * Each h2 and h3 of the article body, with what follows it up to the next one, becomes a
 * <section> of its own (flat, not nested: a section's box is then never inside another's, which
 * the table of contents' highlight relies on). The page script later lets the browser skip the
 * off-screen ones (src/components/Mdx/sections.ts); article.css keeps every margin inside a section.
 */
import type { HastNode } from './serializeCode'
import { mdxAttr } from '../components/Mdx/classNames'

const STARTS_SECTION = new Set(['h2', 'h3'])

export function wrapSections(tree: HastNode): void {
  const children: HastNode[] = []
  let section: HastNode | undefined
  for (const child of tree.children ?? []) {
    if (child.type === 'element' && child.tagName && STARTS_SECTION.has(child.tagName)) {
      section = { type: 'element', tagName: 'section', properties: { [mdxAttr.section]: '' }, children: [] }
      children.push(section)
    }
    if (section) section.children?.push(child)
    else children.push(child)
  }
  tree.children = children
}

export function rehypeSections() {
  return (tree: HastNode) => wrapSections(tree)
}
