/**
 * How text becomes search terms, for the index and for queries alike.
 *
 * A word is a run of letters, digits and underscores; everything else (spaces, punctuation,
 * quotes, operators, emoji) separates words. Terms are lower case. Words of one character
 * and common English words ("the", "with") are left out. In the index, an identifier is kept
 * whole and also split into its camelCase and snake_case parts, so "async thunk" finds
 * `createAsyncThunk` while "createAsyncThunk" still matches the whole name best. Queries are
 * not split: their words match whole names, or the parts above. Plurals fold to the singular
 * (Harman's "S" stemmer), so "middlewares" matches "middleware" and "queries" matches "query".
 */

const WORD = /[\p{L}\p{N}_]+/gu

/** Where a camelCase or snake_case identifier splits: "createAsyncThunk" → create|Async|Thunk. */
const PART_BOUNDARY = /_+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u

const STOP_WORDS = new Set(
  ('a an and are as at be but by can do does for from has have how if in into is it its of on or so such than that the their ' +
    'them then there these they this to was we were what when where which while who will with you your').split(' '),
)

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

/**
 * Harman's S stemmer (1991): "-ies" → "-y" (not "-eies", "-aies"), "-es" → "-e" (not "-aes",
 * "-ees", "-oes"), "-s" → "" (not "-us", "-ss"). Only plurals change, so API names stay readable.
 */
export function singular(word: string): string {
  if (word.length <= 3) return word
  if (word.endsWith('ies') && !/[ea]ies$/.test(word)) return `${word.slice(0, -3)}y`
  if (word.endsWith('es') && !/[aeo]es$/.test(word)) return word.slice(0, -1)
  if (word.endsWith('s') && !/(us|ss)$/.test(word)) return word.slice(0, -1)
  return word
}

/** A word's term: lower case and singular, or null when it is too short or a stop word. */
export function term(word: string): string | null {
  const lower = word.toLowerCase()
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : singular(lower)
}

/** Index terms of a text: every word, plus the parts of identifiers. */
export function indexTerms(text: string): string[] {
  const terms: string[] = []
  for (const { text: word } of words(text)) {
    const whole = term(word)
    if (whole) terms.push(whole)
    for (const part of wordParts(word)) {
      const t = term(part.text)
      if (t && t !== whole) terms.push(t)
    }
  }
  return terms
}

/** Query terms: every word, not split. */
export function queryTerms(query: string): string[] {
  return words(query)
    .map((w) => term(w.text))
    .filter((t): t is string => t !== null)
}
