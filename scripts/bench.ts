/**
 * `npm run bench`: measures what a reader pays. For each page type it prints the first-load
 * JavaScript and CSS (raw and gzip) taken from the built HTML, the page's data files, the bytes a
 * first visit transfers with the build's precompressed .br/.gz files against on-the-fly gzip, and with
 * --build the cold and warm `gatsby build` times (median of --runs, default 1).
 * With --lighthouse it also runs Lighthouse (mobile emulation, simulated throttling) in Debian's
 * Chromium against `npm run serve`'s server on each page type, and on the same page with every
 * script removed (its "no-script twin", served the same way), runs interleaved, and prints the medians of --runs with
 * the spread (min–max) and the total blocking time of the page against its twin. With --first-tap
 * it measures the reader's first tap on a slow phone (bench-first-tap.ts), with --run what a Run
 * and an Edit of a sample cost (bench-run.ts), with --hover the first hover of a sample's name (bench-hover.ts). --compare DIR adds another build's public/ folder
 * (an earlier commit's, built elsewhere) to the Lighthouse and first-tap runs, served by a second
 * server with its own headers and measured in turn with this build.
 * Usage: npm run bench [-- --build --lighthouse --first-tap --run --hover --runs 3 --routes /api/createSlice,/rtk-query/api/createApi --compare DIR]
 */
import { execFileSync } from 'child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs'
import path from 'path'
import { gzipSync } from 'zlib'
import type { AddressInfo } from 'net'
import { parse } from 'node-html-parser'
import { createStaticServer } from '../src/server/staticServer'
import { compressFile } from '../src/build/precompress'
import { RUNTIME_DATA_ID } from '../src/runtimeStart/switch'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium'
import { importTool } from './tools'
import { firstTapRuns, printFirstTap } from './bench-first-tap'
import { hoverBench, printHoverBench } from './bench-hover'
import { printRunBench, runBench } from './bench-run'

const PUBLIC = path.resolve('public')
const PAGE_TYPES: Record<string, string> = {
  home: '/',
  tutorial: '/tutorials/quick-start',
  'doc (reference)': '/api/createSlice',
  'doc (guide)': '/rtk-query/usage/queries',
  'doc (longest)': '/rtk-query/api/createApi',
  'other-exports': '/api/other-exports',
  'not found': '/404',
  search: '/search',
}

/** Under this path the bench writes each measured page with every script removed (its no-script twin). */
const NO_SCRIPT_PREFIX = '/__no-script'

/** The page without any script: <script> elements and script preloads removed, nothing else changed. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 6 }).length
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function htmlFile(route: string): string {
  return route === '/' ? path.join(PUBLIC, 'index.html') : path.join(PUBLIC, route, 'index.html')
}

export interface PageWeight {
  route: string
  html: number
  htmlGzip: number
  /** Elements in the HTML document. */
  elements: number
  js: number
  jsGzip: number
  css: number
  cssGzip: number
  scripts: number
  /** page-data.json and static query results, gzip. */
  dataGzip: number
  /** The page's own chunks (template + MDX content), gzip, fetched right after start-up. */
  pageJsGzip: number
}

/**
 * The site's own scripts a page loads: its script tags, and the runtime's scripts listed in the
 * data block that replaces Gatsby's tags in a build (loaded on the reader's first interaction,
 * src/runtimeStart/starter.ts).
 */
function runtimeScripts(root: ReturnType<typeof parse>): string[] {
  const tags = root.querySelectorAll('script[src]').map((el) => el.getAttribute('src')!)
  const data = root.getElementById(RUNTIME_DATA_ID)
  const listed = data ? (JSON.parse(data.textContent) as string[]) : []
  return [...tags, ...listed].filter((src) => !/^https?:/.test(src))
}

/** First-load weight of a built page: its HTML, every script it loads, and its CSS (inline or linked). */
export function pageWeight(route: string): PageWeight | undefined {
  const file = htmlFile(route)
  if (!existsSync(file)) return undefined
  const html = readFileSync(file, 'utf8')
  // <pre> parsed as markup (the library keeps it as raw text by default), so code tokens count as elements.
  const root = parse(html, { blockTextElements: { script: true, noscript: true, style: true } })
  const prefix = ''
  const local = (src: string) =>
    path.join(
      PUBLIC,
      decodeURIComponent(
        src
          .replace(/^https?:\/\/[^/]+/, '')
          .replace(prefix, '')
          .split('?')[0],
      ),
    )
  const scripts = runtimeScripts(root)
  // The page's own chunks (its template and MDX content) are fetched by Gatsby's loader right
  // after start-up; webpack's stats name them per page.
  const pageData = path.join(PUBLIC, 'page-data', route === '/' ? 'index' : route, 'page-data.json')
  let data = 0
  const pageScripts: string[] = []
  if (existsSync(pageData)) {
    const { componentChunkName, staticQueryHashes = [] } = JSON.parse(readFileSync(pageData, 'utf8'))
    const stats = JSON.parse(readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as {
      namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }>
    }
    for (const asset of stats.namedChunkGroups[componentChunkName]?.assets ?? []) {
      const name = typeof asset === 'string' ? asset : asset.name
      if (name.endsWith('.js')) pageScripts.push(`/${name}`)
    }
    data += gz(readFileSync(pageData))
    for (const hash of staticQueryHashes as string[]) data += gz(readFileSync(path.join(PUBLIC, 'page-data', 'sq', 'd', `${hash}.json`)))
  }
  let pageJsGzip = 0
  for (const src of pageScripts) pageJsGzip += gz(readFileSync(local(src)))
  let js = 0
  let jsGzip = 0
  for (const src of new Set(scripts)) {
    const content = readFileSync(local(src))
    js += content.length
    jsGzip += gz(content)
  }
  let css = 0
  let cssGzip = 0
  for (const style of root.querySelectorAll('style')) {
    css += Buffer.byteLength(style.textContent)
    cssGzip += gz(style.textContent)
  }
  for (const link of root.querySelectorAll('link[rel="stylesheet"]')) {
    const content = readFileSync(local(link.getAttribute('href')!))
    css += content.length
    cssGzip += gz(content)
  }
  return {
    route,
    html: Buffer.byteLength(html),
    htmlGzip: gz(html),
    elements: root.querySelectorAll('*').length,
    js,
    jsGzip,
    css,
    cssGzip,
    scripts: new Set(scripts).size,
    dataGzip: data,
    pageJsGzip,
  }
}

/** Every file a first visit to the page downloads from this site: HTML, scripts, stylesheets, page data, the page's chunks. */
export function firstLoadFiles(route: string): string[] {
  const file = htmlFile(route)
  const root = parse(readFileSync(file, 'utf8'))
  const local = (src: string) => path.join(PUBLIC, decodeURIComponent(src.split('?')[0]))
  const files = [file]
  files.push(...runtimeScripts(root).map(local))
  files.push(...root.querySelectorAll('link[rel="stylesheet"]').map((el) => local(el.getAttribute('href')!)))
  const pageData = path.join(PUBLIC, 'page-data', route === '/' ? 'index' : route, 'page-data.json')
  if (existsSync(pageData)) {
    files.push(pageData)
    const { componentChunkName, staticQueryHashes = [] } = JSON.parse(readFileSync(pageData, 'utf8'))
    files.push(...(staticQueryHashes as string[]).map((hash) => path.join(PUBLIC, 'page-data', 'sq', 'd', `${hash}.json`)))
    const stats = JSON.parse(readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as {
      namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }>
    }
    for (const asset of stats.namedChunkGroups[componentChunkName]?.assets ?? []) {
      const name = typeof asset === 'string' ? asset : asset.name
      if (name.endsWith('.js')) files.push(path.join(PUBLIC, name))
    }
  }
  return [...new Set(files)]
}

export interface Transfer {
  raw: number
  /** What the server sent before: gzip level 6 on the fly. */
  gzip6: number
  /** The precompressed twins the build writes (the file itself when it has none, i.e. under 1 KB). */
  gzip9: number
  brotli11: number
}

/** Bytes a first visit transfers with each encoding. */
export function pageTransfer(route: string): Transfer {
  const total: Transfer = { raw: 0, gzip6: 0, gzip9: 0, brotli11: 0 }
  const twin = (file: string, ext: string, fallback: number) => (existsSync(file + ext) ? readFileSync(file + ext).length : fallback)
  for (const file of firstLoadFiles(route)) {
    const content = readFileSync(file)
    total.raw += content.length
    total.gzip6 += gz(content)
    total.gzip9 += twin(file, '.gz', content.length)
    total.brotli11 += twin(file, '.br', content.length)
  }
  return total
}

function timeBuild(clean: boolean): number {
  if (clean) execFileSync('npm', ['run', 'clean'], { stdio: 'ignore' }) // Gatsby's cache and the build's own (BUILD_CACHE_DIR)
  const started = Date.now()
  execFileSync('npx', ['gatsby', 'build', '--prefix-paths'], { stdio: 'ignore' })
  return (Date.now() - started) / 1000
}

interface LighthouseFigures {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
}

interface Summary {
  median: LighthouseFigures
  /** Smallest and largest TBT and score over the runs. */
  tbtRange: [number, number]
  scoreRange: [number, number]
}

function summarise(samples: LighthouseFigures[]): Summary {
  const pick = (key: keyof LighthouseFigures) => median(samples.map((s) => s[key]))
  const range = (key: keyof LighthouseFigures): [number, number] => [
    Math.min(...samples.map((s) => s[key])),
    Math.max(...samples.map((s) => s[key])),
  ]
  return {
    median: { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), bytes: pick('bytes') },
    tbtRange: range('tbt'),
    scoreRange: range('score'),
  }
}

/**
 * Lighthouse medians for each route and its no-script twin, against the production build served
 * locally. The page and its twin alternate run by run, so both see the same machine load.
 */
interface RouteFigures {
  built: Summary
  noScript: Summary
  /** The same route from the --compare build. */
  compared?: Summary
}

/** What the bench uses of Lighthouse and of its Chrome launcher (tools/lighthouse, whose types are outside the site's tree). */
interface LighthouseModule {
  default: (
    url: string,
    flags: Record<string, unknown>,
  ) => Promise<
    | {
        lhr: {
          runtimeError?: { code: string }
          categories: { performance: { score: number | null } }
          audits: Record<string, { numericValue?: number } | undefined>
        }
      }
    | undefined
  >
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>
}

async function lighthouseRuns(routes: string[], runs: number, compareRoot?: string): Promise<Map<string, RouteFigures>> {
  const { default: lighthouse } = (await importTool('lighthouse', 'lighthouse', 'core/index.js')) as LighthouseModule
  const chromeLauncher = (await importTool('lighthouse', 'chrome-launcher', 'dist/index.js')) as ChromeLauncher
  // The twin is written beside the pages with the build's own .br/.gz twins and served by the same
  // server, so it gets the same headers and encoding and differs from the page by its scripts only.
  const twinRoot = path.join(PUBLIC, NO_SCRIPT_PREFIX)
  rmSync(twinRoot, { recursive: true, force: true })
  let server: ReturnType<typeof createStaticServer> | undefined
  let compareServer: ReturnType<typeof createStaticServer> | undefined
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined
  try {
    for (const route of routes) {
      const target = path.join(twinRoot, route === '/' ? '' : route, 'index.html')
      mkdirSync(path.dirname(target), { recursive: true })
      const file = existsSync(htmlFile(route)) ? htmlFile(route) : path.join(PUBLIC, '404.html')
      writeFileSync(target, withoutScripts(readFileSync(file, 'utf8')))
      await compressFile(target)
    }
    const site = createStaticServer({ root: PUBLIC })
    server = site
    await new Promise<void>((resolve) => site.listen(Number(process.env.BENCH_PORT) || 0, '127.0.0.1', resolve))
    const { port } = site.address() as AddressInfo
    if (compareRoot) {
      const other = createStaticServer({ root: path.resolve(compareRoot) })
      compareServer = other
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    }
    const comparePort = compareServer ? (compareServer.address() as AddressInfo).port : 0
    const browser = await chromeLauncher.launch({ chromePath: ensureChromium('bench'), chromeFlags: CHROMIUM_FLAGS })
    chrome = browser
    /** One Lighthouse run; a run Lighthouse itself reports as broken (runtimeError, no score) is tried once more, then stops the bench naming the page. */
    const measure = async (url: string, retried = false): Promise<LighthouseFigures> => {
      const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      const lhr = result!.lhr
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        const why = lhr.runtimeError?.code ?? 'no performance score'
        if (!retried) return measure(url, true)
        throw new Error(`Lighthouse could not measure ${url} (twice): ${why}`)
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      }
    }
    const results = new Map<string, RouteFigures>()
    for (const route of routes) {
      const built: LighthouseFigures[] = []
      const noScript: LighthouseFigures[] = []
      const compared: LighthouseFigures[] = []
      for (let i = 0; i < runs; i += 1) {
        built.push(await measure(`http://127.0.0.1:${port}${route}`))
        noScript.push(await measure(`http://127.0.0.1:${port}${NO_SCRIPT_PREFIX}${route}`))
        if (comparePort) compared.push(await measure(`http://127.0.0.1:${comparePort}${route}`))
      }
      results.set(route, {
        built: summarise(built),
        noScript: summarise(noScript),
        ...(comparePort ? { compared: summarise(compared) } : {}),
      })
    }
    return results
  } finally {
    // The twins go whether the run ended or failed; an interrupted run's are removed by the next.
    await chrome?.kill()
    server?.close()
    compareServer?.close()
    rmSync(twinRoot, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const runs = Number(args[args.indexOf('--runs') + 1]) || 1
  /** Another build's public/ folder, measured in turn with this one. */
  const compare = args.includes('--compare') ? args[args.indexOf('--compare') + 1] : undefined
  if (args.includes('--build')) {
    const cold: number[] = []
    const warm: number[] = []
    for (let i = 0; i < runs; i += 1) {
      cold.push(timeBuild(true))
      warm.push(timeBuild(false))
    }
    console.log(`gatsby build: cold ${median(cold).toFixed(1)} s, warm ${median(warm).toFixed(1)} s (median of ${runs})`)
  }
  if (!existsSync(PUBLIC)) {
    console.error('No build in public/: run `npm run build` first (or pass --build).')
    process.exit(1)
  }
  console.log("\nshared JS = framework + runtime + app, loaded by every page; page JS = the page's own chunks (gzip)")
  console.log(
    'page type        | route                     | HTML (gz)          | elements | shared JS (gz)     | page JS gz | CSS (gz)         | data gz',
  )
  for (const [type, route] of Object.entries(PAGE_TYPES)) {
    const w = pageWeight(route)
    if (!w) {
      console.log(`${type.padEnd(16)} | ${route.padEnd(25)} | not built`)
      continue
    }
    console.log(
      `${type.padEnd(16)} | ${route.padEnd(25)} | ${`${kb(w.html)} (${kb(w.htmlGzip)})`.padStart(18)} | ${String(w.elements).padStart(8)} | ${kb(w.js).padStart(8)} (${kb(w.jsGzip)}) | ${kb(w.pageJsGzip).padStart(10)} | ${kb(w.css)} (${kb(w.cssGzip)}) | ${kb(w.dataGzip)}`,
    )
  }
  console.log(
    '\nfirst-visit transfer from this site (HTML, scripts, CSS, page data, page chunks): precompressed .gz (level 9) and .br (quality 11) vs gzip level 6 on the fly',
  )
  console.log('page type        | raw       | gzip 6    | .gz 9     | .br 11    | saved by .br vs gzip 6')
  for (const [type, route] of Object.entries(PAGE_TYPES)) {
    if (!existsSync(htmlFile(route))) continue
    const t = pageTransfer(route)
    const saved = t.gzip6 - t.brotli11
    console.log(
      `${type.padEnd(16)} | ${kb(t.raw).padStart(9)} | ${kb(t.gzip6).padStart(9)} | ${kb(t.gzip9).padStart(9)} | ${kb(t.brotli11).padStart(9)} | ${kb(saved)} (${((saved / t.gzip6) * 100).toFixed(1)} %)`,
    )
  }
  if (args.includes('--first-tap')) {
    const tapRuns = args.includes('--runs') ? runs : 5
    const roots = compare ? ['public', compare] : ['public']
    const { figures, yardstick } = await firstTapRuns(tapRuns, roots)
    figures.forEach((f, i) => printFirstTap(f, tapRuns, roots[i], i === 0 ? yardstick : undefined))
  }
  if (args.includes('--hover')) {
    const rounds = args.includes('--runs') ? runs : 5
    printHoverBench(await hoverBench(rounds), rounds)
  }
  if (args.includes('--run')) {
    const rounds = args.includes('--runs') ? runs : 5
    printRunBench(await runBench(rounds), rounds)
  }
  if (args.includes('--lighthouse')) {
    const only = args.includes('--routes') ? args[args.indexOf('--routes') + 1].split(',') : null
    const routes = (only ?? Object.values(PAGE_TYPES)).filter((route) => route === '/404' || existsSync(htmlFile(route)))
    const figures = await lighthouseRuns(routes, runs, compare)
    const ms = (value: number) => `${Math.round(value)}`
    console.log(
      `\nLighthouse 12, mobile, simulated throttling, median of ${runs} (min–max); twin = the same page with every script removed`,
    )
    console.log(
      'route                     | score (range) | FCP    | LCP    | CLS   | transfer  | TBT ms (range) | twin TBT ms (range) | TBT − twin | TBT / twin',
    )
    for (const [route, { built, noScript }] of figures) {
      const b = built.median
      const t = noScript.median
      const ratio = t.tbt > 0 ? `${(b.tbt / t.tbt).toFixed(2)}` : b.tbt > 0 ? '∞' : '1.00'
      console.log(
        [
          route.padEnd(25),
          `${b.score} (${built.scoreRange.join('–')})`.padEnd(13),
          `${(b.fcp / 1000).toFixed(2)} s`,
          `${(b.lcp / 1000).toFixed(2)} s`,
          b.cls.toFixed(3),
          kb(b.bytes).padStart(9),
          `${ms(b.tbt)} (${built.tbtRange.map(ms).join('–')})`.padEnd(14),
          `${ms(t.tbt)} (${noScript.tbtRange.map(ms).join('–')})`.padEnd(19),
          `${b.tbt - t.tbt >= 0 ? '+' : ''}${ms(b.tbt - t.tbt)}`.padStart(10),
          ratio.padStart(10),
        ].join(' | '),
      )
    }
    if (compare) {
      console.log(`\nthe same routes from ${compare}, measured in turn with the above: score (range), TBT ms (range)`)
      for (const [route, { compared }] of figures)
        if (compared)
          console.log(
            `${route.padEnd(25)} | ${`${compared.median.score} (${compared.scoreRange.join('–')})`.padEnd(13)} | ${ms(compared.median.tbt)} (${compared.tbtRange.map(ms).join('–')})`,
          )
    }
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
