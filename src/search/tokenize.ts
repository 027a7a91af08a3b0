/**
 * How text becomes search terms, for the index and for queries alike.
 *
 * A word is a run of letters, digits and underscores; everything else (spaces, punctuation,
 * quotes, operators, emoji) separates words. Terms are lower case. Words of one character and
 * English stop words ("the", "with": the `stopword` package's list) are left out. In the index,
 * an identifier is kept whole and also split into its camelCase and snake_case parts, so
 * "async thunk" finds `createAsyncThunk` while "createAsyncThunk" still matches the whole name
 * best. Queries are not split: their words match whole names, or the parts above. Every term is
 * stemmed with the Porter2 (English Snowball) stemmer, so "sorting", "sorted" and "sorts" all
 * meet "sort", and "entities" meets "entity".
 */
import { eng as ENGLISH_STOP_WORDS } from 'stopword'
import stem from 'wink-porter2-stemmer'

const WORD = /[\p{L}\p{N}_]+/gu

/** Where a camelCase or snake_case identifier splits: "createAsyncThunk" → create|Async|Thunk. */
const PART_BOUNDARY = /_+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u

const STOP_WORDS: ReadonlySet<string> = new Set(ENGLISH_STOP_WORDS)

export interface WordSpan {
  /** The word as written. */
  text: string
  start: number
  end: number
}

/** The words of a text with their positions. */
export function words(text: string): WordSpan[] {
  const spans: WordSpan[] = []
  for (const match of text.matchAll(WORD)) spans.push({ text: match[0], start: match.index!, end: match.index! + match[0].length })
  return spans
}

/** The camelCase / snake_case parts of a word with their offsets in it; [] when it has one part. */
export function wordParts(word: string): WordSpan[] {
  const pieces = word.split(PART_BOUNDARY)
  if (pieces.length < 2) return []
  const parts: WordSpan[] = []
  let offset = 0
  for (const piece of pieces) {
    const start = word.indexOf(piece, offset)
    offset = start + piece.length
    if (piece) parts.push({ text: piece, start, end: offset })
  }
  return parts
}

/** A word's term: lower case and stemmed, or null when it is too short or a stop word. */
export function term(word: string): string | null {
  const lower = word.toLowerCase()
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null
  let stemmed = stems.get(lower)
  if (stemmed === undefined) {
    stemmed = stem(lower)
    if (stems.size >= MAX_CACHED_STEMS) stems.clear()
    stems.set(lower, stemmed)
  }
  return stemmed
}

/** Stems already computed (a site has some ten thousand distinct words; stemming is the slow part of indexing). */
const stems = new Map<string, string>()
const MAX_CACHED_STEMS = 50_000

/** A word as written (lower case) and its term. */
export interface WordTerm {
  word: string
  term: string
}

/** Index words of a text with their terms: every word, plus the parts of identifiers. */
export function indexWords(text: string): WordTerm[] {
  const out: WordTerm[] = []
  for (const { text: word } of words(text)) {
    const whole = term(word)
    if (whole) out.push({ word: word.toLowerCase(), term: whole })
    for (const part of wordParts(word)) {
      const t = term(part.text)
      if (t && t !== whole) out.push({ word: part.text.toLowerCase(), term: t })
    }
  }
  return out
}

/** Index terms of a text: every word, plus the parts of identifiers. */
export function indexTerms(text: string): string[] {
  return indexWords(text).map((w) => w.term)
}

/** Query words with their terms: every word, not split; stop words and single letters left out. */
export function queryWords(query: string): WordTerm[] {
  const out: WordTerm[] = []
  for (const { text } of words(query)) {
    const t = term(text)
    if (t !== null) out.push({ word: text.toLowerCase(), term: t })
  }
  return out
}

/** Query terms: every word, not split. */
export function queryTerms(query: string): string[] {
  return queryWords(query).map((w) => w.term)
}
