/**
 * The embedded index's files: the site's records in a compact form the browser expands back into
 * the exact DocSearch records, in two tiers.
 *
 * - Heads (SEARCH_INDEX_PATH, fetched when search first opens): one row per page (path,
 *   category, title, description, API names of its intro) and per heading (level, text, anchor,
 *   API names of its section's code), each with the number of paragraphs under it. Enough to
 *   answer a query from titles, headings and API names, with each hit's URL and anchor.
 * - Body (SEARCH_BODY_PATH, fetched in the background once the heads are in): the paragraph
 *   texts, one list per head row.
 *
 * Records are stored in page order, so a paragraph needs only its text (its page and headings are
 * those of the head row above it). Heads alone decode to the same heading records (ids and
 * positions included) as heads plus body.
 */
import { createRecord, type DocSearchRecord, type RecordType, type SearchPage } from './records'

export const INDEX_DATA_VERSION = 2

/** A page: [1, title, path, category, description, code names of its intro joined by spaces, paragraphs under it]. */
type PageRow = [1, string, string, string, string | null, string, number]
/** A heading: [level 2–6, text, anchor, code names joined by spaces, paragraphs under it]. */
type HeadingRow = [2 | 3 | 4 | 5 | 6, string, string, string, number]
type HeadRow = PageRow | HeadingRow

export interface IndexHeads {
  version: typeof INDEX_DATA_VERSION
  rows: HeadRow[]
}

export interface IndexBody {
  version: typeof INDEX_DATA_VERSION
  /** The paragraph texts under each head row, in the heads' order. */
  body: string[][]
}

export interface IndexTiers {
  heads: IndexHeads
  body: IndexBody
}

export function encodeIndexTiers(records: readonly DocSearchRecord[]): IndexTiers {
  const rows: HeadRow[] = []
  const body: string[][] = []
  for (const record of records) {
    if (record.type === 'content') {
      if (record.content === null) throw new Error(`Search index: content record ${record.objectID} has no text`)
      if (rows.length === 0) throw new Error(`Search index: content record ${record.objectID} comes before any page`)
      body[body.length - 1].push(record.content)
      const head = rows[rows.length - 1]
      if (head[0] === 1) head[6] += 1
      else head[4] += 1
      continue
    }
    if (record.type === 'lvl1') {
      rows.push([1, record.hierarchy.lvl1, record.url_without_anchor, record.hierarchy.lvl0, record.content, record.code.join(' '), 0])
    } else {
      const level = Number(record.type.slice(3)) as HeadingRow[0]
      rows.push([level, record.hierarchy[record.type] ?? '', record.anchor ?? '', record.code.join(' '), 0])
    }
    body.push([])
  }
  return { heads: { version: INDEX_DATA_VERSION, rows }, body: { version: INDEX_DATA_VERSION, body } }
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

function checkBody(data: unknown, heads: IndexHeads): IndexBody {
  const file = data as Partial<IndexBody> | null
  if (!file || typeof file !== 'object' || file.version !== INDEX_DATA_VERSION || !Array.isArray(file.body)) {
    throw new IndexDataError(`expected a body of version ${INDEX_DATA_VERSION}`)
  }
  if (file.body.length !== heads.rows.length) throw new IndexDataError(`the body has ${file.body.length} sections, the heads ${heads.rows.length} (files of two builds?)`)
  return file as IndexBody
}

/**
 * The records of the heads (heading records only) or of heads and body (every record); throws
 * IndexDataError on files of another version or shape, or a body that does not fit the heads.
 */
export function decodeIndexTiers(headsData: unknown, bodyData?: unknown): DocSearchRecord[] {
  const heads = checkHeads(headsData)
  const body = bodyData === undefined ? null : checkBody(bodyData, heads)
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
      anchor = rowAnchor || null
      push(`lvl${level}`, null, code ? code.split(' ') : [])
      paragraphs = count
    } else {
      throw new IndexDataError(`unknown row ${JSON.stringify(row).slice(0, 80)}`)
    }
    if (!Number.isInteger(paragraphs) || paragraphs < 0) throw new IndexDataError(`row ${i} has no paragraph count`)
    if (body) {
      const texts = body.body[i]
      if (!Array.isArray(texts) || texts.length !== paragraphs) throw new IndexDataError(`section ${i} of the body does not match its heading (files of two builds?)`)
      for (const text of texts) push('content', text, [])
    } else {
      position += paragraphs
    }
  })
  return records
}
