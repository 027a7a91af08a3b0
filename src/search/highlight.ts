/**
 * Highlights and snippets in Algolia's response shape, so the embedded engine's hits look like
 * hosted ones: the attribute's text with the matched words between the pre and post tags.
 * Like Algolia's, the text itself is not HTML-escaped; every renderer passes values through
 * `highlightParts` / `sanitizeHighlight` below, whichever back end produced them.
 */
import { term, wordParts, words } from './tokenize'

export interface HighlightTags {
  pre: string
  post: string
}

export const DEFAULT_TAGS: HighlightTags = { pre: '<mark>', post: '</mark>' }

export interface HighlightResult {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

interface Range {
  start: number
  end: number
}

/** The spans of `text` to mark: words (or identifier parts) whose term is one of `terms`. */
export function matchRanges(text: string, terms: ReadonlySet<string>): Range[] {
  const ranges: Range[] = []
  if (terms.size === 0) return ranges
  for (const word of words(text)) {
    if (terms.has(term(word.text) ?? '')) {
      ranges.push({ start: word.start, end: word.end })
      continue
    }
    for (const part of wordParts(word.text)) {
      if (terms.has(term(part.text) ?? '')) ranges.push({ start: word.start + part.start, end: word.start + part.end })
    }
  }
  return ranges
}

function mark(text: string, ranges: readonly Range[], tags: HighlightTags, from = 0, to = text.length): string {
  let out = ''
  let at = from
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) continue
    out += text.slice(at, range.start) + tags.pre + text.slice(range.start, range.end) + tags.post
    at = range.end
  }
  return out + text.slice(at, to)
}

/** Which query words a text matched: a query word matches when one of its index terms is marked. */
function matched(text: string, ranges: readonly Range[], queryWordsByTerm: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>()
  for (const range of ranges) {
    const word = queryWordsByTerm.get(term(text.slice(range.start, range.end)) ?? '')
    if (word) found.add(word)
  }
  return [...found]
}

export interface MatchContext {
  /** Index terms the engine matched (lower case). */
  terms: ReadonlySet<string>
  /** Index term → the query word it answered, for matchedWords. */
  queryWordsByTerm: ReadonlyMap<string, string>
  /** Number of words in the query. */
  queryWordCount: number
}

function level(matchedWords: string[], context: MatchContext): HighlightResult['matchLevel'] {
  if (matchedWords.length === 0) return 'none'
  return matchedWords.length >= context.queryWordCount ? 'full' : 'partial'
}

export function highlight(text: string, context: MatchContext, tags: HighlightTags = DEFAULT_TAGS): HighlightResult {
  const ranges = matchRanges(text, context.terms)
  const matchedWords = matched(text, ranges, context.queryWordsByTerm)
  const covered = ranges.reduce((sum, r) => sum + r.end - r.start, 0)
  return {
    value: mark(text, ranges, tags),
    matchLevel: level(matchedWords, context),
    matchedWords,
    fullyHighlighted: ranges.length > 0 && covered === text.replace(/[^\p{L}\p{N}_]/gu, '').length,
  }
}

/**
 * A window of `size` words around the first match (from the start when nothing matched),
 * with `ellipsis` where text was cut, like Algolia's `attributesToSnippet: ['content:15']`.
 */
export function snippet(
  text: string,
  context: MatchContext,
  size: number,
  tags: HighlightTags = DEFAULT_TAGS,
  ellipsis = '…',
): Omit<HighlightResult, 'matchedWords' | 'fullyHighlighted'> {
  const all = words(text)
  const ranges = matchRanges(text, context.terms)
  const matchedWords = matched(text, ranges, context.queryWordsByTerm)
  if (all.length <= size) return { value: mark(text, ranges, tags), matchLevel: level(matchedWords, context) }
  const firstMatch = ranges.length > 0 ? all.findIndex((w) => w.end > ranges[0].start) : 0
  // Start a few words before the first match, so it is read in context.
  const first = Math.max(0, Math.min(firstMatch - Math.floor(size / 4), all.length - size))
  const last = first + size - 1
  const from = first === 0 ? 0 : all[first].start
  const to = last >= all.length - 1 ? text.length : all[last].end
  const value = (from > 0 ? ellipsis : '') + mark(text, ranges, tags, from, to).trim() + (to < text.length ? ellipsis : '')
  return { value, matchLevel: level(matchedWords, context) }
}

/** A highlighted value split into plain and marked parts (for React rendering, no HTML). */
export function highlightParts(value: string, tags: HighlightTags = DEFAULT_TAGS): Array<{ text: string; marked: boolean }> {
  const parts: Array<{ text: string; marked: boolean }> = []
  let rest = value
  while (rest) {
    const open = rest.indexOf(tags.pre)
    const close = open >= 0 ? rest.indexOf(tags.post, open + tags.pre.length) : -1
    if (open < 0 || close < 0) {
      parts.push({ text: rest, marked: false })
      break
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), marked: false })
    const inner = rest.slice(open + tags.pre.length, close)
    if (inner) parts.push({ text: inner, marked: true })
    rest = rest.slice(close + tags.post.length)
  }
  return parts
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch])
}

/** A highlighted value as safe HTML: every character escaped except the marks themselves. */
export function sanitizeHighlight(value: string, tags: HighlightTags = DEFAULT_TAGS): string {
  return highlightParts(value, tags)
    .map((part) => (part.marked ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join('')
}
