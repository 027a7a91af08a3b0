/**
 * A page's table of contents, from the headings of the article's syntax tree (rehype-slug has
 * given them their ids): so the entries and the headings' ids come from one place.
 */
/** An entry of the page's table of contents: a section (h2) and its subsections (h3). */
export interface TocEntry {
  /** `#` and the heading's id. */
  url: string
  title: string
  items: TocEntry[]
}

export interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: { id?: unknown }
  children?: HastNode[]
}

export interface Heading {
  depth: 2 | 3
  id: string
  title: string
}

const textOf = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''))

/** The h2 and h3 headings with an id (rehype-slug's), in document order, wherever they sit. */
export function collectHeadings(tree: HastNode): Heading[] {
  const found: Heading[] = []
  const walk = (node: HastNode) => {
    const depth = node.type === 'element' && node.tagName === 'h2' ? 2 : node.type === 'element' && node.tagName === 'h3' ? 3 : null
    if (depth && typeof node.properties?.id === 'string') found.push({ depth, id: node.properties.id, title: textOf(node) })
    else node.children?.forEach(walk)
  }
  walk(tree)
  return found
}

/** Sections with their subsections; a subsection before the first section stands on its own. */
export function tocOf(headings: readonly Heading[]): TocEntry[] {
  const toc: TocEntry[] = []
  let section: TocEntry | null = null
  for (const heading of headings) {
    const entry: TocEntry = { url: `#${heading.id}`, title: heading.title, items: [] }
    if (heading.depth === 2) {
      section = entry
      toc.push(entry)
    } else (section?.items ?? toc).push(entry)
  }
  return toc
}
