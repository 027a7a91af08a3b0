/**
 * The embedded search engine: a MiniSearch (BM25) full-text index over the site's records, with
 * the ranking rules of the site's search.
 *
 * - Fields: a record's own heading (the page title for lvl1 records), its context (the page
 *   title and the headings above it), its content (the page description for lvl1) and the API
 *   names its section's code uses. A heading match counts several times a content match.
 * - Record type: page titles outrank headings, headings outrank paragraphs (like DocSearch's
 *   level weights), so a heading's API names also outrank body words.
 * - Coverage: a record matching k of the query's n words keeps (k/n)^COVERAGE_EXPONENT of its
 *   score, so matching most words beats matching one word often (Algolia's "words" criterion).
 * - Pages: hits come grouped by page, pages ordered by their best record plus a decaying share
 *   of their next ones (PAGE_EVIDENCE), so a page about the query beats one lucky section.
 * - As you type, the last query word also matches as a prefix; words of five or more letters
 *   forgive typos (one edit, two from ten letters).
 * - A heading that is exactly the query (ignoring case, backticks and a trailing "()") gets a
 *   further boost, so an API name lands on the page or section named after it.
 *
 * Word forms and stop words are the tokenizer's (tokenize.ts: Porter2 stems, stopword's list).
 */
import MiniSearch from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import type { DocSearchRecord, RecordType } from './records'
import { normalizeQuery } from './query'
import { indexWords, queryWords, words, type WordTerm } from './tokenize'

interface IndexedDocument {
  id: number
  heading: string
  context: string
  content: string
  code: string
}

export const FIELD_BOOST = { heading: 4, context: 1.5, content: 1, code: 1 } as const
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

export interface EngineHit {
  record: DocSearchRecord
  score: number
  /** The index terms that matched (stems of whole words or identifier parts). */
  terms: string[]
  /** For each matched index term, the query word (lower case, as typed) it answers. */
  termWords: ReadonlyMap<string, string>
  /** The query's words that this record matched, as typed (lower case). */
  queryTerms: string[]
}

/** One index term a query word stands for, with how much it counts (1 for the word's own stem). */
export interface Expansion {
  term: string
  weight: number
  /** Index of the query word in the query. */
  word: number
}

export interface SearchEngine {
  readonly records: readonly DocSearchRecord[]
  /** Ranked hits, best first; [] for an empty query. */
  search(query: string, limit?: number): EngineHit[]
}

/** Share of the query's words a record must match to keep its whole score; fewer scale it by (share)^COVERAGE_EXPONENT. */
export const COVERAGE_EXPONENT = 4

/**
 * How a page's records add up to the page's score: the best counts whole, the next ones
 * decay^1, decay^2, … (up to `records` of them), so a page about the query outranks a page
 * with one lucky section.
 */
export const PAGE_EVIDENCE = { records: 4, decay: 0.5 } as const

/** The page title and the headings above a record's own heading (for a content record: all of them). */
export function contextOf(record: DocSearchRecord): string {
  const own = record.type === 'content' ? null : record.type
  const parts: string[] = []
  for (const level of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
    if (level === own) break
    const text = record.hierarchy[level]
    if (text) parts.push(text)
  }
  return parts.join(' ')
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
  // Every word of the index as written (lower case) → its term: where prefixes and typos are
  // looked up, since a stem is not a prefix of every form ("serializabi…" vs "serializ").
  const vocabulary = new SearchableMap<string>()
  const index = new MiniSearch<IndexedDocument>({
    fields: ['heading', 'context', 'content', 'code'],
    storeFields: [],
    tokenize: (text) =>
      indexWords(text).map(({ word, term }) => {
        vocabulary.set(word, term)
        return term
      }),
    processTerm: (term) => term,
  })
  index.addAll(
    records.map((record, id) => ({
      id,
      heading: headingOf(record),
      context: contextOf(record),
      content: record.content ?? '',
      code: record.code.join(' '),
    })),
  )
  const indexed = new Set(vocabulary.values())

  /** The index terms each query word stands for: its stem, and (last word) the words it starts, and near misses. */
  const expand = (typed: readonly WordTerm[]): Expansion[] => {
    const best = new Map<string, Expansion>()
    const offer = (term: string, weight: number, word: number) => {
      const current = best.get(term)
      if (!current || current.weight < weight) best.set(term, { term, weight, word })
    }
    typed.forEach(({ word, term }, i) => {
      if (indexed.has(term)) offer(term, 1, i)
      if (i === typed.length - 1) {
        for (const [other, otherTerm] of vocabulary.atPrefix(word)) {
          if (other !== word) offer(otherTerm, (MATCH_WEIGHTS.prefix * word.length) / (word.length + 0.3 * (other.length - word.length)), i)
        }
      }
      const typos = typosAllowed(word)
      if (typos > 0) {
        for (const [, [otherTerm, distance]] of vocabulary.fuzzyGet(word, typos)) {
          if (distance > 0) offer(otherTerm, (MATCH_WEIGHTS.fuzzy * word.length) / (word.length + distance), i)
        }
      }
    })
    return [...best.values()]
  }

  return {
    records,
    search(rawQuery, limit = 20) {
      const query = normalizeQuery(rawQuery)
      const typed = queryWords(query)
      if (typed.length === 0) return []
      const expansions = expand(typed)
      if (expansions.length === 0) return []
      const byTerm = new Map(expansions.map((e) => [e.term, e]))
      const exact = comparable(query)
      const wanted = new Set(typed.map((t) => t.term)).size
      const results = index.search(
        { combineWith: 'OR', queries: expansions.map((e) => e.term) },
        {
          boost: FIELD_BOOST,
          tokenize: (text) => [text],
          processTerm: (term) => term,
          boostTerm: (term) => byTerm.get(term)?.weight ?? 1,
          boostDocument: (id) => boosts[id as number],
        },
      )
      const hits: EngineHit[] = results.map((result) => {
        const termWords = new Map(result.terms.map((t) => [t, typed[byTerm.get(t)!.word].word]))
        const covered = new Set(result.terms.map((t) => typed[byTerm.get(t)!.word].term)).size
        return {
          record: records[result.id as number],
          score:
            result.score *
            (exactHeadings[result.id as number] === exact ? EXACT_HEADING_BOOST : 1) *
            Math.min(1, covered / wanted) ** COVERAGE_EXPONENT,
          terms: result.terms,
          termWords,
          queryTerms: [...new Set(termWords.values())],
        }
      })
      hits.sort((a, b) => b.score - a.score)
      // A page's score: its best record, plus a decaying share of its next ones (hits arrive best first).
      const pageScores = new Map<string, { score: number; count: number }>()
      for (const hit of hits) {
        const page = pageScores.get(hit.record.url_without_anchor)
        if (!page) pageScores.set(hit.record.url_without_anchor, { score: hit.score, count: 1 })
        else if (page.count < PAGE_EVIDENCE.records) {
          page.score += hit.score * PAGE_EVIDENCE.decay ** page.count
          page.count += 1
        }
      }
      const pageScore = (hit: EngineHit) => pageScores.get(hit.record.url_without_anchor)!.score
      return hits.sort((a, b) => pageScore(b) - pageScore(a) || b.score - a.score).slice(0, limit)
    },
  }
}
