/**
 * `npm run bench:search`: the embedded search's budget, measured.
 *
 * - Transfer: the index file the browser loads (the built public/search-index.json when it
 *   exists, else the same file made from content/), gzip at the level the site's server uses.
 * - Load: parsing that file and building the in-memory index (what happens once, on first open).
 * - Keystroke latency: every query of shared/search/queries.tsv plus every API page title is
 *   "typed" one character at a time; each prefix is answered the way the browser answers it
 *   (ranking, highlighting and snippets for one page of hits). Median, 95th percentile and
 *   maximum over all keystrokes, after a warm-up round.
 *
 * Options: --runs N (load repetitions, default 15), --json (machine-readable output).
 */
import { existsSync, readFileSync } from 'fs'
import os from 'os'
import path from 'path'
import { gzipSync } from 'zlib'
import { PUBLIC_DIR, SITE_ROOT } from '../src/content/paths'
import { SEARCH_INDEX_PATH } from '../src/search/config'
import { createSearchEngine } from '../src/search/engine'
import { answer } from '../src/search/client/embedded'
import { decodeIndexData, encodeIndexData } from '../src/search/indexData'
import { INDEX_BUDGET_GZIP_BYTES } from '../src/search/build/artifacts'
import { readContentDocs } from '../src/search/build/contentDocs'
import { extractRecords } from '../src/search/build/extract'

/** First results within this long after a keystroke, once the index is loaded. */
export const KEYSTROKE_BUDGET_MS = 50

const QUERIES_FILE = path.join(SITE_ROOT, '..', 'shared', 'search', 'queries.tsv')

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN
  return Number.isFinite(value) && value > 0 ? value : fallback
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50)
const ms = (value: number) => `${value.toFixed(2)} ms`

async function indexFile(): Promise<{ json: string; source: string }> {
  const built = path.join(PUBLIC_DIR, ...SEARCH_INDEX_PATH.split('/'))
  if (existsSync(built)) return { json: readFileSync(built, 'utf8'), source: path.relative(SITE_ROOT, built) }
  const records = await extractRecords(readContentDocs())
  return { json: JSON.stringify(encodeIndexData(records)), source: 'content/ (no build found)' }
}

async function main(): Promise<void> {
  const runs = option('runs', 15)
  const { json, source } = await indexFile()
  const gzipBytes = gzipSync(json).length

  const loadTimes: number[] = []
  let engine = createSearchEngine(decodeIndexData(JSON.parse(json)))
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    engine = createSearchEngine(decodeIndexData(JSON.parse(json)))
    loadTimes.push(performance.now() - started)
  }

  const queries = existsSync(QUERIES_FILE)
    ? readFileSync(QUERIES_FILE, 'utf8')
        .split(/\r?\n/)
        .filter((line) => line.trim() && !line.startsWith('#'))
        .map((line) => line.split('\t')[0])
    : []
  const titles = engine.records.filter((r) => r.type === 'lvl1').map((r) => r.hierarchy.lvl1)
  const typed = [...new Set([...queries, ...titles])]
  const keystrokes = typed.flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)))
  const request = { indexName: 'embedded', hitsPerPage: 20, attributesToSnippet: ['content:15', 'hierarchy.lvl1:15', 'hierarchy.lvl2:15'] }

  for (const prefix of keystrokes) answer(engine, { ...request, query: prefix }) // warm-up: JIT, caches
  const latencies = keystrokes.map((prefix) => {
    const started = performance.now()
    answer(engine, { ...request, query: prefix })
    return performance.now() - started
  })
  const sorted = [...latencies].sort((a, b) => a - b)

  const result = {
    machine: `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`,
    index: { source, records: engine.records.length, bytes: Buffer.byteLength(json), gzipBytes, budgetGzipBytes: INDEX_BUDGET_GZIP_BYTES },
    loadMs: { median: median(loadTimes), runs },
    keystrokeMs: { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1], keystrokes: keystrokes.length, queries: typed.length, budget: KEYSTROKE_BUDGET_MS },
  }

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2))
  } else {
    console.log(`Machine: ${result.machine}`)
    console.log(`Index: ${result.index.records} records from ${source}; ${(json.length / 1000).toFixed(1)} kB, ${(gzipBytes / 1000).toFixed(1)} kB gzip (budget ${(INDEX_BUDGET_GZIP_BYTES / 1000).toFixed(0)} kB)`)
    console.log(`Load (parse + build the index), median of ${runs}: ${ms(result.loadMs.median)}`)
    console.log(
      `Keystroke to first results, ${keystrokes.length} keystrokes of ${typed.length} queries: median ${ms(result.keystrokeMs.median)}, p95 ${ms(result.keystrokeMs.p95)}, max ${ms(result.keystrokeMs.max)} (budget ${KEYSTROKE_BUDGET_MS} ms)`,
    )
  }
  const over = [gzipBytes > INDEX_BUDGET_GZIP_BYTES && 'index transfer', result.keystrokeMs.median > KEYSTROKE_BUDGET_MS && 'keystroke median'].filter(Boolean)
  if (over.length > 0) {
    console.error(`Over budget: ${over.join(', ')}`)
    process.exitCode = 1
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
