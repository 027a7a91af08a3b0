/**
 * The sidebar as data (content/sidebars.json): named sidebars, each a list of categories whose
 * items are doc ids or nested categories. This module validates it against the docs that exist
 * and derives everything that depends on sidebar order: the rendered tree, breadcrumbs and
 * previous / next links.
 */
import { routeOfDocId } from './routes'

export interface SidebarCategory {
  label: string
  items: SidebarItem[]
}
export type SidebarItem = string | SidebarCategory
export type Sidebars = Record<string, SidebarItem[]>

/**
 * The sidebars from their DocsSidebar nodes. The schema types `items` as JSON; they were checked
 * against the sidebar schema when the nodes were made (src/build/nodes.ts).
 */
export function sidebarsOfNodes(nodes: Iterable<{ name: string; items: unknown }>): Sidebars {
  return Object.fromEntries(Array.from(nodes, (node) => [node.name, node.items as SidebarItem[]]))
}

export interface DocSummary {
  id: string
  sidebarLabel: string
}

export type SidebarTreeNode =
  | { type: 'category'; label: string; items: SidebarTreeNode[] }
  | { type: 'doc'; id: string; path: string; label: string }

export interface DocPlace {
  sidebarName: string
  /** Category labels from the top of the sidebar down to the doc. */
  categories: string[]
  previous: { path: string; label: string } | null
  next: { path: string; label: string } | null
}

/** A doc page's context: only its id (src/build/pages.ts writes it; the doc template's query reads the rest). */
export type DocPageContext = { id: string }

interface Entry {
  sidebarName: string
  docId: string
  categories: string[]
}

/** Every doc entry of every sidebar, in reading order, with the categories above it. */
export function sidebarEntries(sidebars: Sidebars): Entry[] {
  const entries: Entry[] = []
  const walk = (sidebarName: string, items: SidebarItem[], categories: string[]): void => {
    for (const item of items) {
      if (typeof item === 'string') entries.push({ sidebarName, docId: item, categories })
      else walk(sidebarName, item.items, [...categories, item.label])
    }
  }
  for (const [name, items] of Object.entries(sidebars)) walk(name, items, [])
  return entries
}

/**
 * Cross-checks the sidebars with the docs that exist. Returns one message per problem: an entry
 * with no doc, a doc listed twice, a doc in no category (top-level doc entries are not allowed),
 * and a doc that is in no sidebar.
 */
export function validateSidebarAgainstDocs(sidebars: Sidebars, docIds: Iterable<string>): string[] {
  const problems: string[] = []
  const existing = new Set(docIds)
  const seen = new Map<string, string>()
  for (const { sidebarName, docId, categories } of sidebarEntries(sidebars)) {
    const where = `sidebar "${sidebarName}"${categories.length ? ` › ${categories.join(' › ')}` : ''}`
    if (!existing.has(docId)) {
      problems.push(`${where} lists "${docId}", but there is no doc with that id (expected content/docs/${docId}.mdx)`)
    }
    if (categories.length === 0) problems.push(`${where} lists "${docId}" outside any category; put it inside a category`)
    if (seen.has(docId)) problems.push(`"${docId}" is listed twice (${seen.get(docId)} and ${where}); keep one`)
    else seen.set(docId, where)
  }
  for (const id of existing) {
    if (!seen.has(id)) problems.push(`the doc "${id}" (content/docs/${id}.mdx) is in no sidebar category; add it to content/sidebars.json`)
  }
  return problems
}

/** The sidebar with each doc id replaced by its route and sidebar label. */
export function buildSidebarTree(items: SidebarItem[], docs: ReadonlyMap<string, DocSummary>): SidebarTreeNode[] {
  return items.map((item): SidebarTreeNode => {
    if (typeof item !== 'string') return { type: 'category', label: item.label, items: buildSidebarTree(item.items, docs) }
    const doc = docs.get(item)
    if (!doc) throw new Error(`Sidebar entry "${item}" has no doc; validate the sidebar before building its tree`)
    return { type: 'doc', id: doc.id, path: routeOfDocId(doc.id), label: doc.sidebarLabel }
  })
}

/** For each doc: its sidebar, its categories and its neighbours in reading order within its sidebar. */
export function docPlaces(sidebars: Sidebars, docs: ReadonlyMap<string, DocSummary>): Map<string, DocPlace> {
  const places = new Map<string, DocPlace>()
  const entries = sidebarEntries(sidebars)
  const link = (entry: Entry | undefined) => {
    const doc = entry && docs.get(entry.docId)
    return doc ? { path: routeOfDocId(doc.id), label: doc.sidebarLabel } : null
  }
  entries.forEach((entry, i) => {
    const before = entries[i - 1]
    const after = entries[i + 1]
    places.set(entry.docId, {
      sidebarName: entry.sidebarName,
      categories: entry.categories,
      previous: before?.sidebarName === entry.sidebarName ? link(before) : null,
      next: after?.sidebarName === entry.sidebarName ? link(after) : null,
    })
  })
  return places
}
