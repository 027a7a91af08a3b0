/**
 * What the reader's first hover on a sample costs (`npm run bench -- --hover`), in Debian's Chromium
 * against `npm start`'s server on this machine, with no network or CPU throttling, a new browser
 * context per round (cold cache): on each page below, 1 s after load, the pointer moves onto a name
 * of its first TypeScript sample; the time is from that `pointermove` (its time stamp) to the frame
 * after the popup is open, which includes importing the behaviour and fetching the page's type
 * data; then a second name (the module and data in hand). Bytes: the behaviour and the data as
 * served (Brotli). Median and range of --runs (default 5).
 */
import path from 'path'
import type { Browser } from 'playwright-core'
import { readFileSync } from 'fs'
import { TYPES_ATTR, TYPES_DIR, TYPES_POPUP_ID, typesFile } from '../src/typeInfo/attributes'
import type { PageTypeInfo } from '../src/typeInfo/data'
import { withServedSite } from './bench-run'

const ROUTES = ['/rtk-query/usage/queries', '/rtk-query/api/createApi', '/api/other-exports']

interface Round {
  first: number
  second: number
  bytes: number
}

/** The centre of the name at `line`, `column` (`length` long) of the page's first marked sample. */
const CENTRE = `([line, column, length]) => {
  const pre = document.querySelector('pre[${TYPES_ATTR}]')
  const lines = pre.querySelector('code').textContent.split('\\n')
  const start = lines.slice(0, line).reduce((sum, text) => sum + text.length + 1, 0) + column
  const end = start + length
  const walker = document.createTreeWalker(pre.querySelector('code'), NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  let seen = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.nodeValue.length
    if (seen <= start && start < seen + length) range.setStart(node, start - seen)
    if (seen < end && end <= seen + length) { range.setEnd(node, end - seen); break }
    seen += length
  }
  const r = range.getBoundingClientRect()
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
}`

/** Resolves with the ms from the next pointermove to the frame after the popup shows `not` no longer. */
const WATCH = `(before) => new Promise((resolve) => {
  addEventListener('pointermove', (event) => {
    const started = event.timeStamp
    const check = () => {
      const popup = document.getElementById('${TYPES_POPUP_ID}')
      if (popup && popup.matches(':popover-open') && popup.textContent !== before) requestAnimationFrame(() => resolve(performance.now() - started))
      else requestAnimationFrame(check)
    }
    check()
  }, { once: true, capture: true })
})`

async function oneRound(browser: Browser, base: string, root: string, route: string): Promise<Round> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  let bytes = 0
  const sizes: Array<Promise<void>> = []
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.includes(`/${TYPES_DIR}/`))
      sizes.push(request.sizes().then((s) => void (bytes += s.responseBodySize)))
  })
  try {
    await page.goto(`${base}${route}`, { waitUntil: 'load' })
    await page.waitForTimeout(1000)
    // Where the first two names are, from the page's data file on disk (the page fetches it only on the hover).
    const mark = await page.evaluate(
      `(() => { const pre = document.querySelector('pre[${TYPES_ATTR}]'); pre.scrollIntoView({ block: 'center' }); return pre.getAttribute('${TYPES_ATTR}') })()`,
    )
    const [, line] = String(mark).split('#')
    const names = (JSON.parse(readFileSync(path.join(root, typesFile(route.slice(1))), 'utf8')) as PageTypeInfo).blocks[line]
    const [a, b] = (await Promise.all([0, 4].map((i) => page.evaluate(`(${CENTRE})(${JSON.stringify(names.slice(i, i + 3))})`)))) as Array<{
      x: number
      y: number
    }>
    const first = page.evaluate(`(${WATCH})(null)`) as Promise<number>
    await page.mouse.move(a.x, a.y)
    const firstMs = await first
    const before = await page.evaluate(`document.getElementById('${TYPES_POPUP_ID}').textContent`)
    const second = page.evaluate(`(${WATCH})(${JSON.stringify(before)})`) as Promise<number>
    await page.mouse.move(b.x, b.y)
    const secondMs = await second
    await Promise.all(sizes)
    return { first: firstMs, second: secondMs, bytes }
  } finally {
    await context.close()
  }
}

export function hoverBench(runs: number, root = path.resolve('public')): Promise<Map<string, Round[]>> {
  return withServedSite(root, async (base, browser) => {
    const rounds = new Map<string, Round[]>(ROUTES.map((route) => [route, []]))
    for (let run = 0; run < runs; run += 1) for (const route of ROUTES) rounds.get(route)!.push(await oneRound(browser, base, root, route))
    return rounds
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const spread = (values: number[]) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`

export function printHoverBench(rounds: Map<string, Round[]>, runs: number): void {
  console.log(
    `\nFirst hover on a sample, this machine (no throttling), a new browser context per round; median of ${runs} (min–max), ms from the pointermove to the frame after the popup opens`,
  )
  console.log('route                      | first hover (module + data) | next name | fetched (br)')
  for (const [route, list] of rounds)
    console.log(
      `${route.padEnd(26)} | ${spread(list.map((r) => r.first)).padEnd(27)} | ${spread(list.map((r) => r.second)).padEnd(9)} | ${(median(list.map((r) => r.bytes)) / 1024).toFixed(1)} KB`,
    )
}
