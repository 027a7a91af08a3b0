/**
 * `npm run bench:search`: the embedded search's budgets, measured on the site's content and on
 * the same content repeated (`--scale N`: copies under distinct synthetic routes /scale-2/…), at
 * 1×, 5× and N× (default: 1× only).
 *
 * For each size:
 * - first results: the index data fetched before the first results of each ranking query (the
 *   shard list and the query's shards, gzip level 6, the level the site's server and
 *   deploy/nginx.conf use), median and maximum over the queries; and the whole index;
 * - load: parsing the query's shards and building their engine (median over the queries), and
 *   parsing and building the whole index (median of --runs, with the spread: min–max);
 * - keystroke latency: every query of src/search/queries/*.tsv plus every page title "typed" one
 *   character at a time and answered the way the browser answers (ranking, highlighting and
 *   snippets for one page of hits) by the full engine; median and 95th percentile after a
 *   warm-up round.
 *
 * Options: --scale N, --runs N (default 9), --json.
 */
import os from 'os'
import { gzipSync } from 'zlib'
import { createSearchEngine, type SearchEngine } from '../src/search/engine'
import { answer } from '../src/search/client/embedded'
import { decodeIndexTiers, encodeIndexTiers } from '../src/search/indexData'
import { buildShards } from '../src/search/build/shards'
import { SHARD_VERSION, decodeShard, queryShardKeys } from '../src/search/shards'
import { FIRST_TIER_BUDGET_GZIP_BYTES, INDEX_BUDGET_GZIP_BYTES } from '../src/search/build/artifacts'
import { readContentDocs } from '../src/search/build/contentDocs'
import { extractRecords } from '../src/search/build/extract'
import { readRankingQueries } from '../src/search/queries/queryFile'
import { replicate } from '../src/search/build/scale'

/** First results within this long after a keystroke, once the index is loaded. */
export const KEYSTROKE_BUDGET_MS = 50

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), min: sorted[0], max: sorted[sorted.length - 1] }
}

function timeLoads(runs: number, load: () => SearchEngine): { engine: SearchEngine; ms: ReturnType<typeof stats> } {
  let engine = load()
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    engine = load()
    times.push(performance.now() - started)
  }
  return { engine, ms: stats(times) }
}

async function main(): Promise<void> {
  const runs = option('runs', 9)
  const scale = option('scale', 1)
  const sizes = [...new Set([1, 5, scale])].filter((s) => s <= scale).sort((a, b) => a - b)
  const base = extractRecords(readContentDocs())
  const queries = readRankingQueries().map((q) => q.query)
  const request = { indexName: 'embedded', hitsPerPage: 20, attributesToSnippet: ['content:15', 'hierarchy.lvl1:15', 'hierarchy.lvl2:15'] }

  const rows = sizes.map((size) => {
    const records = replicate(base, size)
    const tiers = encodeIndexTiers(records)
    const heads = JSON.stringify(tiers.heads)
    const body = JSON.stringify(tiers.body)
    const headsGzip = gzipSync(heads, { level: 6 }).length
    const totalGzip = headsGzip + gzipSync(body, { level: 6 }).length
    const shards = new Map(buildShards(records).map((shard) => [shard.key, JSON.stringify(shard)]))
    const manifestGzip = gzipSync(JSON.stringify({ version: SHARD_VERSION, keys: [...shards.keys()] }), { level: 6 }).length
    const shardGzip = new Map([...shards].map(([key, text]) => [key, gzipSync(text, { level: 6 }).length]))
    const firstTransfers: number[] = []
    const firstLoads: number[] = []
    for (const query of queries) {
      const keys = queryShardKeys(query).filter((key) => shards.has(key))
      firstTransfers.push(manifestGzip + keys.reduce((sum, key) => sum + shardGzip.get(key)!, 0))
      const started = performance.now()
      createSearchEngine(keys.flatMap((key) => decodeShard(JSON.parse(shards.get(key)!))))
      firstLoads.push(performance.now() - started)
    }
    const full = timeLoads(runs, () => createSearchEngine(decodeIndexTiers(JSON.parse(heads), JSON.parse(body))))
    const titles = base.filter((r) => r.type === 'lvl1').map((r) => r.hierarchy.lvl1)
    const typed = [...new Set([...queries, ...titles])]
    const keystrokes = typed.flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)))
    for (const prefix of keystrokes) answer(full.engine, { ...request, query: prefix }) // warm-up: JIT, caches
    const latencies = keystrokes.map((prefix) => {
      const started = performance.now()
      answer(full.engine, { ...request, query: prefix })
      return performance.now() - started
    })
    return {
      scale: size,
      pages: new Set(records.map((r) => r.url_without_anchor)).size,
      records: records.length,
      firstResultsGzipBytes: stats(firstTransfers),
      indexGzipBytes: totalGzip,
      loadFirstResultsMs: stats(firstLoads),
      loadFullMs: full.ms,
      keystrokeMs: { ...stats(latencies), keystrokes: keystrokes.length },
    }
  })

  const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ machine, runs, rows }, null, 2))
  } else {
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
    const ms = (s: { median: number; min: number; max: number }) => `${s.median.toFixed(0)} ms (${s.min.toFixed(0)}–${s.max.toFixed(0)})`
    console.log(`Machine: ${machine}; loads: median of ${runs} (min–max)`)
    console.log(
      '| size | pages | records | index data before first results, median / max (gzip) | whole index (gzip) | load for first results, median / max | load whole index | keystroke median / p95 |',
    )
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
    for (const r of rows) {
      console.log(
        `| ${r.scale}× | ${r.pages} | ${r.records} | ${kb(r.firstResultsGzipBytes.median)} / ${kb(r.firstResultsGzipBytes.max)} | ${kb(r.indexGzipBytes)} | ${r.loadFirstResultsMs.median.toFixed(0)} / ${r.loadFirstResultsMs.max.toFixed(0)} ms | ${ms(r.loadFullMs)} | ${r.keystrokeMs.median.toFixed(2)} / ${r.keystrokeMs.p95.toFixed(2)} ms |`,
      )
    }
  }
  const one = rows[0]
  const over = [
    one.indexGzipBytes > INDEX_BUDGET_GZIP_BYTES && `whole index at 1× (${one.indexGzipBytes} > ${INDEX_BUDGET_GZIP_BYTES})`,
    ...rows
      .filter((r) => r.firstResultsGzipBytes.max > FIRST_TIER_BUDGET_GZIP_BYTES)
      .map((r) => `index data before first results at ${r.scale}×`),
    ...rows.filter((r) => r.keystrokeMs.median > KEYSTROKE_BUDGET_MS).map((r) => `keystroke median at ${r.scale}×`),
  ].filter(Boolean)
  if (over.length > 0) {
    console.error(`Over budget: ${over.join(', ')}`)
    process.exitCode = 1
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
