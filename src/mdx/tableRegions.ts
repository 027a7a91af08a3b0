/**
 * Each table is shown in a scrollable region (src/components/Mdx/Table.tsx), and regions are
 * landmarks, so each needs its own name. This rehype plugin names every table after the section
 * it belongs to ("createSlice options table"), numbering the tables of a section when there is
 * more than one, and "Table N" before the first heading. Table reads the name from the
 * `data-region-label` attribute it puts on the <table>. It also marks each name in a cell (inline
 * code with no space in it) so the stylesheet keeps it on one line: a cell may wrap between words,
 * never inside `refetchOnMountOrArgChange` or `dist/redux-toolkit.browser.mjs`.
 */
import type { HastNode } from './serializeCode'
import { mdxClass } from '../components/Mdx/classNames'

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? ''
  return (node.children ?? []).map(textOf).join('')
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

export function tableRegionLabels(tree: HastNode): void {
  let section = ''
  const counts = new Map<string, number>()
  const tables: Array<{ node: HastNode; section: string; index: number }> = []
  const visit = (node: HastNode): void => {
    if (node.type === 'element' && node.tagName && HEADINGS.has(node.tagName)) {
      section = textOf(node).trim()
      return
    }
    if (node.type === 'element' && node.tagName === 'table') {
      const index = (counts.get(section) ?? 0) + 1
      counts.set(section, index)
      tables.push({ node, section, index })
      return
    }
    node.children?.forEach(visit)
  }
  visit(tree)
  const markNames = (node: HastNode): void => {
    if (node.type === 'element' && node.tagName === 'code' && !/\s/.test(textOf(node))) {
      const classes = (node.properties?.className as string[] | undefined) ?? []
      node.properties = { ...node.properties, className: [...classes, mdxClass.name] }
      return
    }
    node.children?.forEach(markNames)
  }
  for (const { node, section: name, index } of tables) {
    markNames(node)
    const several = (counts.get(name) ?? 0) > 1
    const label = name ? `${name} table${several ? ` ${index}` : ''}` : `Table ${index}`
    node.properties = { ...node.properties, dataRegionLabel: label }
  }
}

export function rehypeTableRegions() {
  return (tree: HastNode) => tableRegionLabels(tree)
}
