/**
 * Records for the whole site: every doc's MDX body parsed with the pages' own parser, then
 * turned into DocSearch records (src/search/records.ts).
 */
import { sectionIds } from '../../content/headingIds'
import { parseMdx } from '../../mdx/parse'
import { recordsFromTree, type DocSearchRecord, type SearchPage } from '../records'
import { loadApiNames } from './apiNames'

/** A doc as the content layer gives it: page fields, its raw MDX body and its source file. */
export interface SearchDocInput extends SearchPage {
  /** The MDX source without front matter (Mdx.body). */
  body: string
  /** For error messages, e.g. content/docs/api/createSlice.mdx. */
  sourcePath: string
}

export function extractRecords(docs: readonly SearchDocInput[], apiNames: ReadonlySet<string> = loadApiNames()): DocSearchRecord[] {
  const sorted = [...docs].sort((a, b) => a.path.localeCompare(b.path))
  return sorted.flatMap((doc) => {
    let tree
    try {
      tree = parseMdx(doc.body)
    } catch (error) {
      throw new Error(`Search records: cannot parse ${doc.sourcePath}: ${(error as Error).message}`)
    }
    return recordsFromTree(doc, tree, { slugger: sectionIds(), apiNames })
  })
}
