/**
 * Each h2 and h3 of the article body, with what follows it up to the next one, becomes a
 * <section> of its own (flat, not nested: a section's box is then never inside another's, which
 * the table of contents' highlight relies on). The browser skips the sections far from the
 * viewport from the first paint on (article.css); until it has drawn one, it takes the height
 * article.css estimates from what the section holds, counted here into custom properties.
 */
import type { HastNode } from './serializeCode'
import { mdxAttr } from '../components/Mdx/classNames'

const STARTS_SECTION = new Set(['h2', 'h3'])
/** Elements that each start a block of their own (their spacing is a term of the estimate; a `pre` counts as one where its lines are counted). */
const BLOCKS = new Set(['p', 'li', 'h2', 'h3', 'h4', 'table', 'blockquote'])
/** Components that show one of their children at a time: only the first panel (an element or component, not text or a comment) is counted. */
const ONE_SHOWN = new Set(['CodeTabs', 'Tabs'])
const PANELS = new Set(['element', 'mdxJsxFlowElement'])

/** What a section holds, as article.css's height estimate reads it: characters of text, lines of code, blocks and table rows. */
export interface SectionExtent {
  chars: number
  lines: number
  blocks: number
  rows: number
}

export function sectionExtent(section: HastNode): SectionExtent {
  const extent = { chars: 0, lines: 0, blocks: 0, rows: 0 }
  const visit = (node: HastNode): void => {
    if (node.type === 'text') extent.chars += node.value?.trim().length ?? 0
    if (node.tagName === 'pre') {
      // Highlighted code is one HTML string by now (serializeCode.ts), a line of code a line of it.
      const code = String(node.properties?.dataHtml ?? '')
      extent.lines += code.split('\n').length
      extent.blocks++
      return
    }
    if (node.tagName && BLOCKS.has(node.tagName)) extent.blocks++
    if (node.tagName === 'tr') extent.rows++
    const children = node.children ?? []
    const counted = node.name && ONE_SHOWN.has(node.name) ? children.filter((child) => PANELS.has(child.type)).slice(0, 1) : children
    counted.forEach(visit)
  }
  visit(section)
  return extent
}

/** The custom properties article.css computes a section's estimated height from; a zero count is left out. */
export const extentStyle = (extent: SectionExtent): string =>
  Object.entries(extent)
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `--${name}:${count}`)
    .join(';')

export function wrapSections(tree: HastNode): void {
  const children: HastNode[] = []
  const sections: HastNode[] = []
  for (const child of tree.children ?? []) {
    if (child.type === 'element' && child.tagName && STARTS_SECTION.has(child.tagName)) {
      sections.push({ type: 'element', tagName: 'section', properties: { [mdxAttr.section]: '' }, children: [] })
      children.push(sections[sections.length - 1])
    }
    if (sections.length) sections[sections.length - 1].children?.push(child)
    else children.push(child)
  }
  for (const section of sections) section.properties!.style = extentStyle(sectionExtent(section))
  tree.children = children
}

export function rehypeSections() {
  return (tree: HastNode) => wrapSections(tree)
}
