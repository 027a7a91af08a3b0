/**
 * Each table is shown in a scrollable region (src/components/Mdx/Table.tsx), and regions are
 * landmarks, so each needs its own name. This rehype plugin names every table after the section
 * it belongs to ("createSlice options table"), numbering the tables of a section when there is
 * more than one, and "Table N" before the first heading. Table reads the name from the
 * `data-region-label` attribute it puts on the <table>.
 */
import type { HastNode } from './serializeCode'

type TextNode = HastNode & { value?: string }

function textOf(node: TextNode): string {
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
  for (const { node, section: name, index } of tables) {
    const several = (counts.get(name) ?? 0) > 1
    const label = name ? `${name} table${several ? ` ${index}` : ''}` : `Table ${index}`
    node.properties = { ...node.properties, dataRegionLabel: label }
  }
}

export function rehypeTableRegions() {
  return (tree: HastNode) => tableRegionLabels(tree)
}
