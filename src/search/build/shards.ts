/**
 * Build step: the shards of the embedded index's first-results tier (see ../shards.ts), each
 * within SHARD_BUDGET_GZIP_BYTES.
 */
import { gzipSync } from 'zlib'
import { headingOf } from '../engine'
import type { DocSearchRecord, RecordType } from '../records'
import { indexWords } from '../tokenize'
import { SHARD_BUDGET_GZIP_BYTES, SHARD_VERSION, keysOf, shardKey, type IndexShard, type ShardRow } from '../shards'

const LEVEL: Record<Exclude<RecordType, 'content'>, number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6 }

function shardOf(key: string, records: readonly DocSearchRecord[]): IndexShard {
  const pages: IndexShard['pages'] = []
  const pageIndex = new Map<string, number>()
  const rows = records.map((record): ShardRow => {
    let page = pageIndex.get(record.url_without_anchor)
    if (page === undefined) {
      page = pages.push([record.url_without_anchor, record.hierarchy.lvl1, record.hierarchy.lvl0]) - 1
      pageIndex.set(record.url_without_anchor, page)
    }
    const level = LEVEL[record.type as keyof typeof LEVEL]
    const trail = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).slice(0, level - 1).map((l) => record.hierarchy[l] ?? '')
    return [
      page,
      level,
      trail,
      record.anchor ?? '',
      record.weight.position,
      record.code.join(' '),
      record.type === 'lvl1' ? record.content : null,
    ]
  })
  return { version: SHARD_VERSION, key, pages, rows, leftOut: 0 }
}

const gzipBytes = (value: unknown) => gzipSync(JSON.stringify(value), { level: 6 }).length

/** Every shard of the site's heading records, each within SHARD_BUDGET_GZIP_BYTES. */
export function buildShards(records: readonly DocSearchRecord[], budget = SHARD_BUDGET_GZIP_BYTES): IndexShard[] {
  const byKey = new Map<string, DocSearchRecord[]>()
  for (const record of records) {
    if (record.type === 'content') continue
    for (const key of keysOf(record)) {
      let list = byKey.get(key)
      if (!list) byKey.set(key, (list = []))
      list.push(record)
    }
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, list]) => {
      const whole = shardOf(key, list)
      if (gzipBytes(whole) <= budget) return whole
      // Keep the most important records: those whose own title or heading has a word of this key,
      // then page titles, then lvl2, … (stable: page order within each group).
      const own = new Map(list.map((r) => [r, indexWords(headingOf(r)).some(({ word }) => shardKey(word) === key) ? 1 : 0]))
      const ranked = [...list].sort((a, b) => own.get(b)! - own.get(a)! || b.weight.level - a.weight.level)
      let low = 0
      let high = ranked.length
      const keeping = (count: number): IndexShard => ({ ...shardOf(key, ranked.slice(0, count)), leftOut: ranked.length - count })
      while (low < high) {
        const mid = Math.ceil((low + high) / 2)
        if (gzipBytes(keeping(mid)) <= budget) low = mid
        else high = mid - 1
      }
      return keeping(low)
    })
}
