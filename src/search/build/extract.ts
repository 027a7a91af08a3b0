/**
 * Records for the whole site: every doc's syntax tree (the one the article was compiled from,
 * Mdx.article.tree, or parseMdx's for tools without Gatsby) turned into DocSearch records
 * (src/search/records.ts).
 */
import { sectionIds } from '../../content/headingIds'
import type { MdastNode } from '../../content/mdast'
import { recordsFromTree, type DocSearchRecord, type SearchPage } from '../records'
import { loadApiNames } from './apiNames'

/** A doc as the content layer gives it: page fields, its body's syntax tree and its source file. */
export interface SearchDocInput extends SearchPage {
  /** The MDX body as parsed (src/mdx/parse.ts). */
  tree: MdastNode
  /** For messages, e.g. content/docs/api/createSlice.mdx. */
  sourcePath: string
}

export function extractRecords(docs: readonly SearchDocInput[], apiNames: ReadonlySet<string> = loadApiNames()): DocSearchRecord[] {
  const sorted = [...docs].sort((a, b) => a.path.localeCompare(b.path))
  return sorted.flatMap((doc) => recordsFromTree(doc, doc.tree, { slugger: sectionIds(), apiNames }))
}
