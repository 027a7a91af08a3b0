/**
 * The embedded index's files: the site's records in a compact form the browser expands back into
 * the exact DocSearch records, in two tiers.
 *
 * - Heads (SEARCH_INDEX_PATH, fetched when search first opens): one row per page (path,
 *   category, title, description, API names of its intro) and per heading (level, text, anchor,
 *   API names of its section's code), each with the number of paragraphs under it. Enough to
 *   answer a query from titles, headings and API names, with each hit's URL and anchor.
 * - Body (SEARCH_BODY_PATH, fetched in the background once the heads are in): the paragraph
 *   texts of every head row in order, word-coded (see encodeText): each distinct word or run of
 *   punctuation and spaces is listed once, most frequent first, and the text is the string of
 *   their short codes. The site's prose uses a few thousand distinct words, so this takes about
 *   15 % off the gzip size of the plain text (gzip's 32 KB window cannot see the whole text).
 *
 * Records are stored in page order, so a paragraph needs only its text (its page and headings are
 * those of the head row above it). Heads alone decode to the same heading records (ids and
 * positions included) as heads plus body.
 */
import { createRecord, type DocSearchRecord, type RecordType, type SearchPage } from './records'

export const INDEX_DATA_VERSION = 3

/** A page: [1, title, path, category, description, code names of its intro joined by spaces, paragraphs under it]. */
type PageRow = [1, string, string, string, string | null, string, number]
/** A heading: [level 2–6, text, anchor ('' when it is anchorGuess(text)), code names joined by spaces, paragraphs under it]. */
type HeadingRow = [2 | 3 | 4 | 5 | 6, string, string, string, number]
type HeadRow = PageRow | HeadingRow

/**
 * Most headings' anchors are their text in lower case, punctuation dropped, spaces as hyphens;
 * the heads store only the anchors this guess gets wrong (such as a repeated heading's
 * `example-1`). Only a predictor: the real anchors come from rehype-slug, and the encoder
 * keeps every anchor the guess does not reproduce exactly.
 */
function anchorGuess(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-')
}

export interface IndexHeads {
  version: typeof INDEX_DATA_VERSION
  rows: HeadRow[]
}

export interface IndexBody {
  version: typeof INDEX_DATA_VERSION
  /** headsHash of the heads file this body belongs to (files of two builds do not mix). */
  heads: string
  /** Every paragraph text in the heads' order, one line each, word-coded (encodeText). */
  body: CodedText
}

/** FNV-1a (32 bits, hex) of the heads' rows as JSON: ties a body to its heads. */
function headsHash(rows: readonly HeadRow[]): string {
  const json = JSON.stringify(rows)
  let hash = 0x811c9dc5
  for (let i = 0; i < json.length; i += 1) {
    hash ^= json.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16)
}

/**
 * A text as a list of its tokens (words, and the runs of other characters between them) and a
 * string of token codes. A code is one to three characters of CODE_CHARS: a first character
 * below `one` is a whole code; the next `two` first characters start two-character codes; the
 * rest start three-character codes. Frequent tokens get the short codes.
 */
export interface CodedText {
  tokens: string[]
  one: number
  two: number
  codes: string
}

/** Printable ASCII that JSON does not escape. */
const CODE_CHARS = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).filter((ch) => ch !== '"' && ch !== '\\')
const BASE = CODE_CHARS.length
const CODE_VALUE = new Map(CODE_CHARS.map((ch, i) => [ch, i]))
const TOKEN = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu

/** How many first characters give one- and two-character codes: the fewest longer codes that fit `count` tokens. */
function codeShape(count: number): { one: number; two: number } {
  for (let three = 0; three < BASE; three += 1) {
    for (let two = 0; two + three < BASE; two += 1) {
      const one = BASE - two - three
      if (one + two * BASE + three * BASE * BASE >= count) return { one, two }
    }
  }
  throw new Error(`Search index: ${count} distinct words are more than the body's word codes can hold`)
}

export function encodeText(text: string): CodedText {
  const found = text.match(TOKEN) ?? []
  const frequency = new Map<string, number>()
  for (const token of found) frequency.set(token, (frequency.get(token) ?? 0) + 1)
  // Most frequent first; ties keep the order of first appearance (Array.prototype.sort is stable).
  const tokens = [...frequency.keys()].sort((a, b) => (frequency.get(b) ?? 0) - (frequency.get(a) ?? 0))
  const { one, two } = codeShape(tokens.length)
  const code = (i: number): string => {
    if (i < one) return CODE_CHARS[i]
    const j = i - one
    if (j < two * BASE) return CODE_CHARS[one + Math.floor(j / BASE)] + CODE_CHARS[j % BASE]
    const k = j - two * BASE
    return CODE_CHARS[one + two + Math.floor(k / (BASE * BASE))] + CODE_CHARS[Math.floor(k / BASE) % BASE] + CODE_CHARS[k % BASE]
  }
  const codeOf = new Map(tokens.map((token, i) => [token, code(i)]))
  return { tokens, one, two, codes: found.map((token) => codeOf.get(token)).join('') }
}

export function decodeText(coded: CodedText): string {
  const { tokens, one, two, codes } = coded
  const value = (at: number): number => {
    const v = CODE_VALUE.get(codes[at])
    if (v === undefined) throw new IndexDataError(`the body has a character that is no word code at ${at}`)
    return v
  }
  let out = ''
  let at = 0
  while (at < codes.length) {
    const first = value(at)
    let index: number
    if (first < one) {
      index = first
      at += 1
    } else if (first < one + two) {
      index = one + (first - one) * BASE + value(at + 1)
      at += 2
    } else {
      index = one + two * BASE + ((first - one - two) * BASE + value(at + 1)) * BASE + value(at + 2)
      at += 3
    }
    const token = tokens[index]
    if (token === undefined) throw new IndexDataError(`the body has an unknown word code at ${at}`)
    out += token
  }
  return out
}

export interface IndexTiers {
  heads: IndexHeads
  body: IndexBody
}

export function encodeIndexTiers(records: readonly DocSearchRecord[]): IndexTiers {
  const rows: HeadRow[] = []
  const paragraphs: string[] = []
  for (const record of records) {
    if (record.type === 'content') {
      if (record.content === null) throw new Error(`Search index: content record ${record.objectID} has no text`)
      if (record.content.includes('\n'))
        throw new Error(`Search index: content record ${record.objectID} has a line break (the body keeps one paragraph a line)`)
      if (rows.length === 0) throw new Error(`Search index: content record ${record.objectID} comes before any page`)
      paragraphs.push(record.content)
      const head = rows[rows.length - 1]
      if (head[0] === 1) head[6] += 1
      else head[4] += 1
      continue
    }
    if (record.type === 'lvl1') {
      rows.push([1, record.hierarchy.lvl1, record.url_without_anchor, record.hierarchy.lvl0, record.content, record.code.join(' '), 0])
    } else {
      const level = Number(record.type.slice(3)) as HeadingRow[0]
      const text = record.hierarchy[record.type] ?? ''
      if (!record.anchor) throw new Error(`Search index: heading record ${record.objectID} has no anchor`)
      rows.push([level, text, record.anchor === anchorGuess(text) ? '' : record.anchor, record.code.join(' '), 0])
    }
  }
  return {
    heads: { version: INDEX_DATA_VERSION, rows },
    body: { version: INDEX_DATA_VERSION, heads: headsHash(rows), body: encodeText(paragraphs.join('\n')) },
  }
}

export class IndexDataError extends Error {
  constructor(message: string) {
    super(`The search index file is not usable: ${message}`)
    this.name = 'IndexDataError'
  }
}

function checkHeads(data: unknown): IndexHeads {
  const file = data as Partial<IndexHeads> | null
  if (!file || typeof file !== 'object' || file.version !== INDEX_DATA_VERSION || !Array.isArray(file.rows)) {
    throw new IndexDataError(`expected version ${INDEX_DATA_VERSION} with rows`)
  }
  return file as IndexHeads
}

/** The body's paragraphs, one per content record in the heads' order. */
function bodyParagraphs(data: unknown, heads: IndexHeads): string[] {
  const file = data as Partial<IndexBody> | null
  const body = file?.body
  if (
    !file ||
    typeof file !== 'object' ||
    file.version !== INDEX_DATA_VERSION ||
    !body ||
    !Array.isArray(body.tokens) ||
    typeof body.codes !== 'string' ||
    !Number.isInteger(body.one) ||
    !Number.isInteger(body.two)
  ) {
    throw new IndexDataError(`expected a body of version ${INDEX_DATA_VERSION}`)
  }
  if (file.heads !== headsHash(heads.rows)) throw new IndexDataError('the body was made with other headings (files of two builds?)')
  const paragraphs = body.codes === '' ? [] : decodeText(body).split('\n')
  const expected = heads.rows.reduce((sum, row) => sum + (Array.isArray(row) ? Number(row[0] === 1 ? row[6] : row[4]) || 0 : 0), 0)
  if (paragraphs.length !== expected)
    throw new IndexDataError(`the body has ${paragraphs.length} paragraphs, the heads ${expected} (files of two builds?)`)
  return paragraphs
}

/**
 * The records of the heads (heading records only) or of heads and body (every record); throws
 * IndexDataError on files of another version or shape, or a body that does not fit the heads.
 */
export function decodeIndexTiers(headsData: unknown, bodyData?: unknown): DocSearchRecord[] {
  const heads = checkHeads(headsData)
  const body = bodyData === undefined ? null : bodyParagraphs(bodyData, heads)
  let paragraph = 0
  const records: DocSearchRecord[] = []
  let page: Pick<SearchPage, 'path' | 'title' | 'category'> | null = null
  let trail: Array<string | null> = []
  let anchor: string | null = null
  let position = 0

  const push = (type: RecordType, content: string | null, code: string[]): void => {
    if (!page) throw new IndexDataError('a record comes before its page')
    records.push(createRecord({ page, trail, anchor, position }, type, content, code))
    position += 1
  }

  heads.rows.forEach((row, i) => {
    let paragraphs: number
    if (Array.isArray(row) && row[0] === 1) {
      const [, title, path, lvl0, description, code, count] = row
      page = { path, category: lvl0, title }
      trail = [null, null, null, null, null]
      anchor = null
      position = 0
      push('lvl1', description, code ? code.split(' ') : [])
      paragraphs = count
    } else if (Array.isArray(row) && row[0] >= 2 && row[0] <= 6) {
      const [level, text, rowAnchor, code, count] = row
      trail[level - 2] = text
      for (let j = level - 1; j < trail.length; j += 1) trail[j] = null
      anchor = rowAnchor || anchorGuess(text) || null
      push(`lvl${level}`, null, code ? code.split(' ') : [])
      paragraphs = count
    } else {
      throw new IndexDataError(`unknown row ${JSON.stringify(row).slice(0, 80)}`)
    }
    if (!Number.isInteger(paragraphs) || paragraphs < 0) throw new IndexDataError(`row ${i} has no paragraph count`)
    if (body) {
      for (let j = 0; j < paragraphs; j += 1) push('content', body[paragraph + j], [])
      paragraph += paragraphs
    } else {
      position += paragraphs
    }
  })
  return records
}
