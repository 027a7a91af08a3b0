/**
 * What a reader's Run and Edit cost (`npm run bench -- --run`), in Debian's Chromium against
 * `npm start`'s server on this machine, with no network or CPU throttling, a new browser context
 * for every round (cold cache). For one run sample on each of three pages: the bytes the first Run
 * fetches (response bodies as served) and its time from the click to the status, with the pointer
 * on the button 300 ms before the click (as a reader's is; the frame starts then) and, in a context
 * of its own, with a click that comes at once; three more Runs, Edit's bytes (the transpiler) and
 * the Runs of the sample from the editor, and a first Run after a reload (HTTP cache warm). Times
 * are taken in the page, from the button's click to the animation frame after the status says the
 * run ended. Median and range of --runs (default 5).
 */
import http from 'http'
import type { AddressInfo } from 'net'
import path from 'path'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { createStaticServer } from '../src/server/staticServer'
import { RUN_DIR } from '../src/run/attributes'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium'

/** Page → which of its Run buttons (from 0): a Redux Toolkit sample, an RTK Query one, one that renders React to a string. */
const SAMPLES: Array<[route: string, index: number]> = [
  ['/api/createSlice', 0],
  ['/rtk-query/usage/queries', 0],
  ['/usage/writing-tests', 3],
]
const REPEATS = 3

/** Clicks the button in the page and resolves with the ms to the frame after the sample's status says the run ended. */
function timedClick(button: Locator): Promise<number> {
  return button.evaluate(
    (element) =>
      new Promise<number>((resolve, reject) => {
        const status = element.parentElement?.querySelector('[role="status"]')
        if (!status) return reject(new Error('no status beside the button'))
        const started = performance.now()
        const observer = new MutationObserver(() => {
          if (!/^(Finished|Failed|Stopped|Could not)/.test(status.textContent ?? '')) return
          observer.disconnect()
          requestAnimationFrame(() => resolve(performance.now() - started))
        })
        observer.observe(status, { childList: true, characterData: true, subtree: true })
        ;(element as HTMLElement).click()
      }),
  )
}

interface Round {
  /** The click comes at once, with no pointer over the button before it. */
  atOnce: number
  firstRun: number
  firstRunBytes: number
  repeat: number[]
  editBytes: number
  editedRun: number
  editedRepeat: number[]
  afterReload: number
}

/** Counts the encoded body bytes of the site's run files fetched while `work` runs. */
async function counting<T>(page: Page, work: () => Promise<T>): Promise<[T, number]> {
  const sizes: Array<Promise<number>> = []
  const listener = (request: import('playwright-core').Request) => {
    if (new URL(request.url()).pathname.includes(`/${RUN_DIR}/`)) sizes.push(request.sizes().then((s) => s.responseBodySize))
  }
  page.on('requestfinished', listener)
  const result = await work()
  await page.waitForTimeout(300) // the last responses' sizes
  page.off('requestfinished', listener)
  return [result, (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)]
}

/** A new context with the page loaded; `button(name)` finds the sample's buttons. */
async function openPage(browser: Browser, base: string, route: string, index: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${base}${route}`, { waitUntil: 'load' })
  await page.waitForTimeout(500)
  const bar = () => page.getByRole('main').getByRole('button', { name: 'Run', exact: true }).nth(index).locator('..')
  const button = (name: string) => bar().getByRole('button', { name, exact: true })
  // Scrolled there by script: the pointer stays where it was.
  await button('Run').evaluate((element) => element.scrollIntoView({ block: 'center' }))
  return { context, page, button }
}

async function oneRound(browser: Browser, base: string, route: string, index: number): Promise<Round> {
  const once = await openPage(browser, base, route, index)
  const atOnce = await timedClick(once.button('Run')).finally(() => once.context.close())
  const { context, page, button } = await openPage(browser, base, route, index)
  try {
    const [firstRun, firstRunBytes] = await counting(page, async () => {
      await button('Run').hover()
      await page.waitForTimeout(300)
      return timedClick(button('Run'))
    })
    const repeat: number[] = []
    for (let i = 0; i < REPEATS; i += 1) repeat.push(await timedClick(button('Run')))
    const [, editBytes] = await counting(page, async () => {
      const loaded = page.waitForResponse((response) => /\/transpile-[0-9a-f]+\.js$/.test(response.url()))
      await button('Edit').click()
      await loaded
    })
    const editedRun = await timedClick(button('Run'))
    const editedRepeat: number[] = []
    for (let i = 0; i < REPEATS; i += 1) editedRepeat.push(await timedClick(button('Run')))
    await page.reload({ waitUntil: 'load' })
    await page.waitForTimeout(500)
    await button('Run').scrollIntoViewIfNeeded()
    await button('Run').hover()
    await page.waitForTimeout(300)
    const afterReload = await timedClick(button('Run'))
    return { atOnce, firstRun, firstRunBytes, repeat, editBytes, editedRun, editedRepeat, afterReload }
  } finally {
    await context.close()
  }
}

/** Serves `root` as `npm start` does on a free port and runs `work` with its address and Debian's Chromium. */
export async function withServedSite<T>(root: string, work: (base: string, browser: Browser) => Promise<T>): Promise<T> {
  const site = createStaticServer({ root })
  const server = http.createServer((req, res) => site.emit('request', req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const browser = await chromium.launch({ executablePath: ensureChromium('bench'), args: CHROMIUM_FLAGS })
  try {
    return await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, browser)
  } finally {
    await browser.close()
    server.close()
  }
}

export function runBench(runs: number, root = path.resolve('public')): Promise<Map<string, Round[]>> {
  return withServedSite(root, async (base, browser) => {
    const rounds = new Map<string, Round[]>(SAMPLES.map(([route]) => [route, []]))
    // Interleaved: every page in each round, so all see the same machine load.
    for (let run = 0; run < runs; run += 1)
      for (const [route, index] of SAMPLES) rounds.get(route)!.push(await oneRound(browser, base, route, index))
    return rounds
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const spread = (values: number[]) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`
const kb = (values: number[]) => `${(median(values) / 1024).toFixed(1)} KB`

export function printRunBench(rounds: Map<string, Round[]>, runs: number): void {
  console.log(
    `\nRun and Edit on this machine (no throttling), a new browser context per round; median of ${runs} rounds (min–max), ms from the click to the frame after the status.` +
      `\nfirst Run: the pointer on the button 300 ms before the click; at once: a click with no pointer before it (a context of its own);` +
      `\nrepeat: ${REPEATS} more Runs in each round; after reload: the first Run of the reloaded page (HTTP cache warm, pointer first)`,
  )
  console.log(
    'page                       | first Run bytes | first Run ms     | at once ms       | repeat ms     | Edit bytes | edited first ms | edited repeat ms | after reload ms',
  )
  for (const [route, list] of rounds) {
    const all = (key: keyof Round) => list.flatMap((round) => round[key])
    console.log(
      [
        route.padEnd(26),
        kb(all('firstRunBytes')).padEnd(15),
        spread(all('firstRun')).padEnd(16),
        spread(all('atOnce')).padEnd(16),
        spread(all('repeat')).padEnd(13),
        kb(all('editBytes')).padEnd(10),
        spread(all('editedRun')).padEnd(15),
        spread(all('editedRepeat')).padEnd(16),
        spread(all('afterReload')),
      ].join(' | '),
    )
  }
}
