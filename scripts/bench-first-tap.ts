/**
 * The reader's first tap, measured as a phone reader feels it (`npm run bench -- --first-tap`):
 * Debian's Chromium with the network at Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) and the CPU slowed 4×, a new browser context for every run (cold cache),
 * /api/createSlice loaded, then either 3 s with no input or a wheel scroll and 1.5 s of reading,
 * then one tap. The time is taken in the page, from the `pointerdown` event's time stamp to the
 * animation frame after the answer appears in the DOM (the tab is selected, <html> changes mode,
 * the copy button says so, an input has the focus, the drawer is open), and by the Event Timing
 * API to the frame presented on screen after the tap's handlers. Median and range of --runs
 * (default 5) for each tap.
 */
import http from 'http'
import type { AddressInfo } from 'net'
import path from 'path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { createStaticServer } from '../src/server/staticServer'
import { DRAWER_ATTRIBUTE } from '../src/components/Drawer/behaviour'
import { mdxAttr } from '../src/components/Mdx/classNames'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium'

const ROUTE = '/api/createSlice'
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const CPU_SLOWDOWN = 4

interface Tap {
  name: string
  phone?: boolean
  /** The element tapped. */
  target: (page: Page) => ReturnType<Page['locator']>
  /** In the page: resolves true once the tap's answer is in the DOM (called right after the tap). */
  answered: string
}

export const TAPS: Tap[] = [
  {
    name: 'JavaScript tab',
    target: (page) => page.getByRole('main').getByRole('tab', { name: 'JavaScript' }).first(),
    answered: `document.querySelector('[${mdxAttr.codeTabs}] [role="tab"][${mdxAttr.lang}="js"]')?.getAttribute('aria-selected') === 'true'`,
  },
  {
    name: 'copy button',
    target: (page) => page.getByRole('main').getByRole('button', { name: 'Copy code to clipboard' }).first(),
    answered: `document.querySelector('button[${mdxAttr.copy}]')?.textContent === 'Copied'`,
  },
  {
    name: 'colour-mode switch',
    target: (page) => page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }),
    answered: `document.documentElement.getAttribute('data-theme') !== window.__benchTheme`,
  },
  {
    name: 'search button',
    target: (page) => page.getByRole('button', { name: /^Search the docs/ }),
    answered: `document.activeElement instanceof HTMLInputElement`,
  },
  {
    name: 'menu (390 px phone)',
    phone: true,
    target: (page) => page.getByRole('button', { name: 'Open docs navigation' }),
    answered: `!!document.querySelector('[${DRAWER_ATTRIBUTE}]:popover-open')`,
  },
]

/**
 * Installed before the page's own scripts: the first pointerdown's time, then the answer's frame,
 * and the Event Timing API's entries for the tap (from each event to the frame presented after
 * its handlers: what Core Web Vitals' INP counts; only events of 16 ms or more are reported).
 */
function recorder(answered: string): string {
  return `(() => {
    window.__benchEvents = []
    new PerformanceObserver((list) => { window.__benchEvents.push(...list.getEntries()) }).observe({ type: 'event', durationThreshold: 16 })
    window.__benchTap = new Promise((resolve) => {
      addEventListener('pointerdown', (event) => {
        const down = event.timeStamp
        window.__benchDown = down
        const check = () => (${answered})
        const done = () => requestAnimationFrame(() => resolve(performance.now() - down))
        if (check()) return done()
        const observer = new MutationObserver(() => { if (check()) { observer.disconnect(); done() } })
        observer.observe(document, { subtree: true, attributes: true, childList: true, characterData: true })
        addEventListener('focusin', () => { if (check()) { observer.disconnect(); done() } }, true)
      }, { capture: true, once: true })
    })
  })()`
}

/** The tap's own events, pointerdown to click: the longest of their Event Timing durations is the tap's time to the screen. */
const TAP_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'touchend', 'click']

interface TapResult {
  /** pointerdown to the animation frame after the answer is in the DOM. */
  answer: number
  /** pointerdown's event to the presented frame after the tap's handlers (Event Timing). */
  presented: number
}

async function oneTap(browser: Browser, base: string, tap: Tap, scrollFirst: boolean): Promise<TapResult> {
  const context = await browser.newContext(
    tap.phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { viewport: { width: 1280, height: 800 } },
  )
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(recorder(tap.answered))
    await page.goto(`${base}${ROUTE}`, { waitUntil: 'load' })
    if (scrollFirst) {
      await page.mouse.wheel(0, 200)
      await page.waitForTimeout(1500)
    } else await page.waitForTimeout(3000)
    await page.evaluate(
      () => ((window as unknown as { __benchTheme: string | null }).__benchTheme = document.documentElement.getAttribute('data-theme')),
    )
    const target = tap.target(page)
    await target.scrollIntoViewIfNeeded()
    if (tap.phone) await target.tap({ timeout: 20_000 })
    else await target.click({ timeout: 20_000 })
    const answer = await page.evaluate(() =>
      Promise.race([
        (window as unknown as { __benchTap: Promise<number> }).__benchTap,
        new Promise<number>((r) => setTimeout(() => r(NaN), 20_000)),
      ]),
    )
    // Event Timing reports an entry once its frame is presented; give it time to arrive.
    await page.waitForTimeout(500)
    const presented = await page.evaluate((names) => {
      const win = window as unknown as { __benchEvents: PerformanceEventTiming[]; __benchDown: number }
      const own = win.__benchEvents.filter((e) => names.includes(e.name) && e.startTime >= win.__benchDown - 1)
      return own.length ? Math.max(...own.map((e) => e.duration)) : win.__benchDown === undefined ? NaN : 0
    }, TAP_EVENTS)
    return { answer, presented }
  } finally {
    await context.close()
  }
}

export interface TapFigures {
  name: string
  idle: TapResult[]
  scrolled: TapResult[]
}

/**
 * The machine's own speed, so that sittings can be compared: the median time, unthrottled, for
 * Chromium to restyle a fixed page of about 800 elements whose root switches 25 custom properties, the
 * work of the colour switch (docs/performance.md). Nothing of the site is in it.
 */
async function yardstick(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  const props = (seed: number) =>
    Array.from({ length: 25 }, (_, i) => `--v${i}:#${((i + 1) * seed).toString(16).padStart(6, '0').slice(-6)}`).join(';')
  const body = Array.from(
    { length: 200 },
    (_, i) => `<p style="color:var(--v${i % 25})">text <a href="#">link</a> <code>code</code> <b>x</b></p>`,
  ).join('')
  await page.setContent(`<style>:root{${props(40503)}}.on{${props(70001)}}a{color:var(--v3)}code{background:var(--v4)}</style>${body}`)
  const times = await page.evaluate(async () => {
    const result: number[] = []
    for (let i = 0; i < 15; i += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      const start = performance.now()
      document.documentElement.classList.toggle('on')
      // Reading a computed value makes the browser restyle now, inside the measured time.
      const color = getComputedStyle(document.body).color
      result.push(performance.now() - start)
      if (!color) throw new Error('no computed colour')
    }
    return result
  })
  await page.close()
  return median(times)
}

/** Each root (a build's public/ folder) gets its own server; every round measures each root in turn. */
export async function firstTapRuns(
  runs: number,
  roots = [path.resolve('public')],
): Promise<{ figures: TapFigures[][]; yardstick: number }> {
  const servers = await Promise.all(
    roots.map(async (root) => {
      const site = createStaticServer({ root: path.resolve(root) })
      const server = http.createServer((req, res) => site.emit('request', req, res))
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return server
    }),
  )
  const bases = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  const browser = await chromium.launch({ executablePath: ensureChromium('bench'), args: CHROMIUM_FLAGS })
  const figures = bases.map(() => TAPS.map((tap) => ({ name: tap.name, idle: [] as TapResult[], scrolled: [] as TapResult[] })))
  let ruler = NaN
  try {
    ruler = await yardstick(browser)
    // Interleaved: every tap, both scenarios and every build in each round, so all see the same machine load.
    for (let run = 0; run < runs; run += 1) {
      for (const [i, tap] of TAPS.entries()) {
        // The builds' order alternates by round, so neither always goes first.
        for (const b of bases.map((_, k) => (run % 2 ? bases.length - 1 - k : k))) {
          figures[b][i].idle.push(await oneTap(browser, bases[b], tap, false))
          figures[b][i].scrolled.push(await oneTap(browser, bases[b], tap, true))
        }
      }
    }
  } finally {
    await browser.close()
    for (const server of servers) server.close()
  }
  return { figures, yardstick: ruler }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (values: number[]) => {
  const ok = values.filter((v) => !Number.isNaN(v))
  if (ok.length === 0) return 'no answer in 20 s'
  const missing = values.length - ok.length
  return `${Math.round(median(ok))} (${Math.round(Math.min(...ok))}–${Math.round(Math.max(...ok))})${missing ? `, ${missing} without answer` : ''}`
}

/** One build's table; the machine's yardstick above it when given (once per run of the bench). */
export function printFirstTap(figures: TapFigures[], runs: number, label = 'public', ruler?: number): void {
  if (ruler !== undefined)
    console.log(
      `\nThis machine's yardstick (restyle of a fixed page of about 800 elements, unthrottled, median of 15): ${ruler.toFixed(1)} ms; compare sittings by it.`,
    )
  console.log(
    `\nFirst tap on ${ROUTE} (${label}): slow 4G (150 ms, 1.6 Mbit/s), CPU ${CPU_SLOWDOWN}× slower, cold cache; median of ${runs} (min–max).` +
      "\nanswer: ms from pointerdown to the animation frame after the answer is in the DOM; on screen: the Event Timing API's duration of the tap (to the frame presented after its handlers; under 16 ms is 0; a search field focused later is not in it)",
  )
  console.log('tap                  | 3 s without input: answer | on screen            | after a wheel scroll + 1.5 s: answer | on screen')
  for (const f of figures) {
    const col = (results: TapResult[], key: keyof TapResult) => ms(results.map((r) => r[key]))
    console.log(
      `${f.name.padEnd(20)} | ${col(f.idle, 'answer').padEnd(25)} | ${col(f.idle, 'presented').padEnd(20)} | ${col(f.scrolled, 'answer').padEnd(36)} | ${col(f.scrolled, 'presented')}`,
    )
  }
}
