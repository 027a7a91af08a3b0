import { gzipSync } from 'zlib'
import { readContentDocs } from './build/contentDocs'
import { extractRecords } from './build/extract'
import { buildShards } from './build/shards'
import { replicate } from './build/scale'
import { FIRST_TIER_BUDGET_GZIP_BYTES } from './build/artifacts'
import { createSearchEngine } from './engine'
import {
  MAX_QUERY_SHARDS,
  SHARD_BUDGET_GZIP_BYTES,
  SHARD_VERSION,
  decodeShard,
  keysOf,
  queryShardKeys,
  shardFileName,
  shardKey,
} from './shards'
import { readRankingQueries } from './queries/queryFile'

const records = extractRecords(readContentDocs())
const headings = records.filter((r) => r.type !== 'content')
const shards = buildShards(records)
const gz = (value: unknown) => gzipSync(JSON.stringify(value), { level: 6 }).length

describe('first-results shards', () => {
  it('file every heading record under the keys of its words, exactly as the whole index has it', () => {
    const byId = new Map<string, unknown>()
    for (const shard of shards) for (const record of decodeShard(JSON.parse(JSON.stringify(shard)))) byId.set(record.objectID, record)
    const filed = headings.filter((r) => byId.has(r.objectID))
    expect(filed.map((r) => byId.get(r.objectID))).toEqual(filed)
    // A record is missing from every shard only when every shard it belongs to was over budget.
    const capped = new Set(shards.filter((s) => s.leftOut > 0).map((s) => s.key))
    const missing = headings.filter((r) => !byId.has(r.objectID))
    expect(missing.filter((r) => [...keysOf(r)].some((key) => !capped.has(key))).map((r) => r.objectID)).toEqual([])
    expect(filed.length).toBeGreaterThan(headings.length * 0.95)
  })

  it('take keys from the longest query words, at most MAX_QUERY_SHARDS', () => {
    expect(shardKey('CreateSlice')).toBe('cr')
    expect(queryShardKeys('update the cache after a mutation without refetching')).toEqual(['re', 'mu', 'wi'])
    expect(queryShardKeys('a the')).toEqual([])
    expect(shardFileName('cr')).toBe(`${(99).toString(36)}-${(114).toString(36)}.json`)
  })

  const manifest = gz({ version: SHARD_VERSION, keys: shards.map((s) => s.key) })

  it.each([1, 10])(`keep every query's first results within ${FIRST_TIER_BUDGET_GZIP_BYTES} bytes gzip at %i× today's content`, (scale) => {
    const scaled = scale === 1 ? shards : buildShards(replicate(records, scale))
    const size = new Map(scaled.map((s) => [s.key, gz(s)]))
    expect(Math.max(...size.values())).toBeLessThanOrEqual(SHARD_BUDGET_GZIP_BYTES)
    expect(manifest + MAX_QUERY_SHARDS * SHARD_BUDGET_GZIP_BYTES).toBeLessThanOrEqual(FIRST_TIER_BUDGET_GZIP_BYTES)
    if (scale > 1) expect(scaled.some((s) => s.leftOut > 0)).toBe(true) // the budget is what bounds it
  })

  it('answer every API-name query with its page first from the query’s shards alone', () => {
    const byKey = new Map(shards.map((s) => [s.key, s]))
    for (const { query, accepted } of readRankingQueries().filter((q) => /^[a-zA-Z]+$/.test(q.query) && /[A-Z]/.test(q.query))) {
      const loaded = queryShardKeys(query).flatMap((key) => (byKey.has(key) ? decodeShard(byKey.get(key)) : []))
      const first = createSearchEngine(loaded).search(query, 1)[0]
      expect({ query, first: first?.record.url_without_anchor }).toEqual({
        query,
        first: expect.stringMatching(new RegExp(`^(${accepted.join('|')})$`)),
      })
    }
  })
})
