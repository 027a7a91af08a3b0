/**
 * The first-results tier of the embedded index, sharded by term, so that what the browser fetches
 * before the first results does not grow with the site.
 *
 * Every heading record (page titles and headings, with their anchors, API names and the page
 * description) is filed under the key of each word it is found by: the word's first
 * SHARD_KEY_LENGTH characters, lower case (identifier parts count as words, so `createEntityAdapter`
 * is filed under "cr", "en" and "ad"). A query fetches only the shards of its words' keys (at most
 * MAX_QUERY_SHARDS of them), and a shard never exceeds SHARD_BUDGET_GZIP_BYTES: when more records
 * share a key, the shard keeps the most important ones (those whose own title or heading has
 * the key, page titles, then higher headings, in page order) and the rest are found once the whole index is in (fetched right after the first results).
 */
import { contextOf, headingOf } from './engine'
import { createRecord, type DocSearchRecord, type RecordType } from './records'
import { indexWords, queryWords } from './tokenize'

export const SHARD_VERSION = 1
/** Characters of a word that choose its shard: every query word has at least two (tokenize.ts drops shorter ones). */
export const SHARD_KEY_LENGTH = 2
/** The most a shard may weigh (gzip level 6). */
export const SHARD_BUDGET_GZIP_BYTES = 12_000
/** Shards fetched for one query: the keys of its longest words first. */
export const MAX_QUERY_SHARDS = 3

/** One record: [page (index into pages), level 1–6, headings lvl2… down to its own, anchor, position on its page, API names, description (lvl1)]. */
export type ShardRow = [number, number, string[], string, number, string, string | null]

export interface IndexShard {
  version: typeof SHARD_VERSION
  key: string
  /** [path, title, category] of the pages its records are on. */
  pages: Array<[string, string, string]>
  rows: ShardRow[]
  /** Records filed under this key that did not fit (found once the whole index is in). */
  leftOut: number
}

/** The list of keys that have a shard, fetched before the first shard. */
export interface ShardManifest {
  version: typeof SHARD_VERSION
  keys: string[]
}

export function shardKey(word: string): string {
  return [...word.toLowerCase()].slice(0, SHARD_KEY_LENGTH).join('')
}

/** A key as a file name: its characters as base-36 code points ("cr" → "2r-2u"), safe on every host. */
export function shardFileName(key: string): string {
  return `${[...key].map((c) => c.codePointAt(0)!.toString(36)).join('-')}.json`
}

/** The keys a heading record is found by: those of every word the engine indexes for it. */
export function keysOf(record: DocSearchRecord): Set<string> {
  const text = [headingOf(record), contextOf(record), record.content ?? '', record.code.join(' ')].join(' ')
  return new Set(indexWords(text).map(({ word }) => shardKey(word)))
}

/** The shards a query needs: the keys of its words, longest words first, at most MAX_QUERY_SHARDS. */
export function queryShardKeys(query: string): string[] {
  const byLength = [...queryWords(query)].sort((a, b) => b.word.length - a.word.length)
  return [...new Set(byLength.map(({ word }) => shardKey(word)))].slice(0, MAX_QUERY_SHARDS)
}

export class ShardError extends Error {
  constructor(message: string) {
    super(`The search index shard is not usable: ${message}`)
    this.name = 'ShardError'
  }
}

/** The heading records of a shard, exactly as the whole index has them. */
export function decodeShard(data: unknown): DocSearchRecord[] {
  const shard = data as Partial<IndexShard> | null
  if (!shard || shard.version !== SHARD_VERSION || !Array.isArray(shard.rows) || !Array.isArray(shard.pages))
    throw new ShardError(`expected version ${SHARD_VERSION} with pages and rows`)
  return shard.rows.map(([pageRef, level, trail, anchor, position, code, description]) => {
    const page = shard.pages![pageRef]
    if (!page || level < 1 || level > 6) throw new ShardError(`bad row for page ${pageRef}, level ${level}`)
    const [path, title, category] = page
    return createRecord(
      { page: { path, title, category }, trail, anchor: anchor || null, position },
      `lvl${level}` as RecordType,
      level === 1 ? description : null,
      code ? code.split(' ') : [],
    )
  })
}
