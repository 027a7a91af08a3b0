/**
 * The embedded search engine: a MiniSearch full-text index over the site's records, with the
 * ranking rules of the site's search.
 *
 * - Fields: a record's own heading (the page title for lvl1 records), its content (the page
 *   description for lvl1), and the API names of its section's code. A heading match counts
 *   several times a content match; a code match less than prose.
 * - Record type: page titles outrank headings, headings outrank paragraphs (like DocSearch's
 *   level weights).
 * - As you type, the last query word also matches as a prefix; words of five or more letters
 *   forgive typos (one edit, two from ten letters).
 * - A heading that is exactly the query (ignoring case, backticks and a trailing "()") gets a
 *   further boost, so an API name lands on the page or section named after it.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch'
import type { DocSearchRecord, RecordType } from './records'
import { normalizeQuery } from './query'
import { indexTerms, queryTerms, words } from './tokenize'

interface IndexedDocument {
  id: number
  heading: string
  content: string
  code: string
}

export const FIELD_BOOST = { heading: 4, content: 1, code: 0.5 } as const
export const TYPE_BOOST: Record<RecordType, number> = { lvl1: 3, lvl2: 2, lvl3: 1.6, lvl4: 1.3, lvl5: 1.2, lvl6: 1.1, content: 1 }
/** Extra factor for a heading that equals the whole query. */
export const EXACT_HEADING_BOOST = 3
/** Shortest query words that forgive one typo and two typos (Algolia's minWordSizefor1Typo / 2Typos). */
export const TYPO_MIN_LENGTH = { one: 5, two: 10 } as const

/** Typos forgiven in a query word: one from 5 letters, two from 10; none in shorter words. */
export function typosAllowed(term: string): number {
  return term.length >= TYPO_MIN_LENGTH.two ? 2 : term.length >= TYPO_MIN_LENGTH.one ? 1 : 0
}
/** How much a prefix or a fuzzy match counts against an exact one (MiniSearch's `weights`). */
export const MATCH_WEIGHTS = { prefix: 0.5, fuzzy: 0.35 } as const

const INDEX_OPTIONS: Options<IndexedDocument> = {
  fields: ['heading', 'content', 'code'],
  storeFields: [],
  tokenize: (text) => indexTerms(text),
  processTerm: (term) => term,
}

export interface EngineHit {
  record: DocSearchRecord
  score: number
  /** The index terms that matched (whole words or identifier parts, lower case). */
  terms: string[]
  /** The query's terms. */
  queryTerms: string[]
}

export interface SearchEngine {
  readonly records: readonly DocSearchRecord[]
  /** Ranked hits, best first; [] for an empty query. */
  search(query: string, limit?: number): EngineHit[]
}

/** The text of a record's own heading: the title for lvl1, the heading for lvl2–lvl6. */
export function headingOf(record: DocSearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '')
}

/** A heading or query reduced for the exact-match test: "`createSlice()`" → "createslice". */
function comparable(text: string): string {
  return words(text.replace(/\(\)\s*$/, ''))
    .map((w) => w.text.toLowerCase())
    .join(' ')
}

export function createSearchEngine(records: readonly DocSearchRecord[]): SearchEngine {
  const boosts = records.map((record) => TYPE_BOOST[record.type])
  const exactHeadings = records.map((record) => comparable(headingOf(record)))
  const index = new MiniSearch<IndexedDocument>(INDEX_OPTIONS)
  index.addAll(records.map((record, id) => ({ id, heading: headingOf(record), content: record.content ?? '', code: record.code.join(' ') })))

  const searchOptions: SearchOptions = {
    boost: FIELD_BOOST,
    combineWith: 'OR',
    tokenize: (text) => queryTerms(text),
    processTerm: (term) => term,
    prefix: (_term, i, terms) => i === terms.length - 1,
    fuzzy: (term) => typosAllowed(term) || false,
    weights: MATCH_WEIGHTS,
    boostDocument: (id) => boosts[id as number],
  }

  return {
    records,
    search(rawQuery, limit = 20) {
      const query = normalizeQuery(rawQuery)
      if (!query) return []
      const exact = comparable(query)
      return index
        .search(query, searchOptions)
        .map((result) => ({
          record: records[result.id as number],
          score: exactHeadings[result.id as number] === exact ? result.score * EXACT_HEADING_BOOST : result.score,
          terms: result.terms,
          queryTerms: result.queryTerms,
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
    },
  }
}
