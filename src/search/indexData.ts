/**
 * The embedded index's file: the site's records in a compact form the browser expands back into
 * the exact DocSearch records. Records are stored in page order, so a content record needs only
 * its text (its page and headings are those of the rows above it), a heading row its level,
 * text, anchor and code names, and a page row its path, category, title and description.
 * Repeating the hierarchy and URLs in every record would more than double the transfer.
 */
import { createRecord, type DocSearchRecord, type RecordType, type SearchPage } from './records'

export const INDEX_DATA_VERSION = 1

/** A page: [1, title, path, category, description, code names of its intro joined by spaces]. */
type PageRow = [1, string, string, string, string | null, string]
/** A heading: [level 2–6, text, anchor, code names joined by spaces]. */
type HeadingRow = [2 | 3 | 4 | 5 | 6, string, string, string]
/** A content record: its text. */
type Row = PageRow | HeadingRow | string

export interface IndexData {
  version: typeof INDEX_DATA_VERSION
  rows: Row[]
}

export function encodeIndexData(records: readonly DocSearchRecord[]): IndexData {
  const rows: Row[] = []
  for (const record of records) {
    if (record.type === 'lvl1') {
      rows.push([1, record.hierarchy.lvl1, record.url_without_anchor, record.hierarchy.lvl0, record.content, record.code.join(' ')])
    } else if (record.type === 'content') {
      if (record.content === null) throw new Error(`Search index: content record ${record.objectID} has no text`)
      rows.push(record.content)
    } else {
      const level = Number(record.type.slice(3)) as HeadingRow[0]
      rows.push([level, record.hierarchy[record.type] ?? '', record.anchor ?? '', record.code.join(' ')])
    }
  }
  return { version: INDEX_DATA_VERSION, rows }
}

export class IndexDataError extends Error {
  constructor(message: string) {
    super(`The search index file is not usable: ${message}`)
    this.name = 'IndexDataError'
  }
}

/** The records of an index file; throws IndexDataError on a file of another version or shape. */
export function decodeIndexData(data: unknown): DocSearchRecord[] {
  const file = data as Partial<IndexData> | null
  if (!file || typeof file !== 'object' || file.version !== INDEX_DATA_VERSION || !Array.isArray(file.rows)) {
    throw new IndexDataError(`expected version ${INDEX_DATA_VERSION} with rows`)
  }
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

  for (const row of file.rows) {
    if (typeof row === 'string') {
      push('content', row, [])
    } else if (Array.isArray(row) && row[0] === 1) {
      const [, title, path, lvl0, description, code] = row
      page = { path, category: lvl0, title }
      trail = [null, null, null, null, null]
      anchor = null
      position = 0
      push('lvl1', description, code ? code.split(' ') : [])
    } else if (Array.isArray(row) && row[0] >= 2 && row[0] <= 6) {
      const [level, text, rowAnchor, code] = row
      trail[level - 2] = text
      for (let i = level - 1; i < trail.length; i += 1) trail[i] = null
      anchor = rowAnchor || null
      push(`lvl${level}`, null, code ? code.split(' ') : [])
    } else {
      throw new IndexDataError(`unknown row ${JSON.stringify(row).slice(0, 80)}`)
    }
  }
  return records
}
