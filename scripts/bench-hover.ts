/**
 * The first hover of a sample's name (`npm run bench -- --hover`): Debian's Chromium against
 * `npm start`'s server on this machine, no network or CPU throttling, a new browser for every page
 * load (cold cache; one browser for many long pages has crashed). On each page the pointer moves onto
 * the first name in view of the first marked sample (scrolled to the viewport's middle), then, after moving off, onto a second name of it. Times are taken in
 * the page, from the `pointermove` to the animation frame after the popup opens (its `beforetoggle`);
 * the first includes loading the behaviour (src/typeInfo/intent.ts) and the page's type data.
 * Median and range of --runs (default 5), pages interleaved.
 */
import path from 'path'
import { chromium, type Page } from 'playwright-core'
import { TYPES_ATTR } from '../src/typeInfo/attributes'
import { CHROMIUM_FLAGS, ensureChromium } from './chromium'
import { withServedSite } from './bench-run'

/** The queries guide (a generated hook), and the two largest type files (src/typeInfo/build.ts writes them). */
const ROUTES = ['/rtk-query/usage/queries', '/rtk-query/api/createApi', '/api/other-exports']

/** The viewport centres of the first two names with type data in the first marked sample below the fold's top. */
async function twoNames(page: Page): Promise<Array<{ x: number; y: number }>> {
  const pre = page.locator(`pre[${TYPES_ATTR}]:visible`).first()
  return pre.evaluate(async (element, attr) => {
    element.scrollIntoView({ block: 'center' })
    const [url, line] = element.getAttribute(attr)!.split('#')
    // The bench reads the file itself (not timed) only to know where names are: [line, column, length, info, …].
    const placed: number[] = (await (await fetch(new URL(url, document.baseURI), { cache: 'no-store' })).json()).blocks[line]
    const code = element.querySelector('code')!
    const lines = code.textContent!.split('\n')
    const centres = []
    for (let i = 0; i < placed.length && centres.length < 2; i += 4) {
      const start = lines.slice(0, placed[i]).reduce((sum, text) => sum + text.length + 1, 0) + placed[i + 1]
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
      let seen = 0
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (seen + node.nodeValue!.length > start) {
          const range = document.createRange()
          range.setStart(node, start - seen)
          range.setEnd(node, Math.min(node.nodeValue!.length, start - seen + placed[i + 2]))
          const rect = range.getBoundingClientRect()
          const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
          // Not under the sticky navbar or out of view.
          if (code.contains(document.elementFromPoint(centre.x, centre.y))) centres.push(centre)
          break
        }
        seen += node.nodeValue!.length
      }
    }
    return centres
  }, TYPES_ATTR)
}

/**
 * Moves the pointer to (x, y) and resolves with the ms from that `pointermove` to the frame after the
 * popup opens. The listeners are in place before the move is sent: an input event can reach the page
 * before a script sent ahead of it has run.
 */
async function timedHover(page: Page, { x, y }: { x: number; y: number }, which: string): Promise<number> {
  await page.evaluate((which) => {
    // Anonymous listeners: the runner's transform names a function bound to a const, which the page cannot run.
    ;(window as unknown as { benchHover: Promise<number> }).benchHover = new Promise<number>((resolve, reject) => {
      let moved: number | undefined
      let done = false
      addEventListener('pointermove', (event) => (moved ??= event.timeStamp), { capture: true, once: true })
      addEventListener(
        'beforetoggle',
        (event) => {
          if (done || (event as ToggleEvent).newState !== 'open' || moved === undefined) return
          done = true
          requestAnimationFrame(() => resolve(performance.now() - moved!))
        },
        true,
      )
      setTimeout(() => reject(new Error(`${location.pathname}, ${which}: no popup within 10 s`)), 10_000)
    })
  }, which)
  await page.mouse.move(x, y)
  return page.evaluate(() => (window as unknown as { benchHover: Promise<number> }).benchHover)
}

export type HoverRound = { first: number; next: number } | { failed: string }

export function hoverBench(runs: number, root = path.resolve('public')): Promise<Map<string, HoverRound[]>> {
  return withServedSite(root, async (base) => {
    const rounds = new Map<string, HoverRound[]>(ROUTES.map((route) => [route, []]))
    for (let run = 0; run < runs; run += 1)
      for (const route of ROUTES) {
        const browser = await chromium.launch({ executablePath: ensureChromium('bench'), args: CHROMIUM_FLAGS })
        try {
          const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
          await page.goto(`${base}${route}`, { waitUntil: 'load' })
          await page.waitForTimeout(1000)
          const names = await twoNames(page)
          if (names.length < 2) throw new Error(`${route}: fewer than two names in view in its first typed sample`)
          await page.mouse.move(5, 5)
          const first = await timedHover(page, names[0], 'first name')
          await page.mouse.move(5, 5) // hides it, so the next one opens again
          await page.waitForTimeout(300)
          const next = await timedHover(page, names[1], 'second name')
          rounds.get(route)!.push({ first, next })
        } catch (error) {
          // Reported with the figures, not thrown: one page's miss does not end the run.
          rounds.get(route)!.push({ failed: (error as Error).message })
        } finally {
          await browser.close()
        }
      }
    return rounds
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const spread = (values: number[]) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`

export function printHoverBench(rounds: Map<string, HoverRound[]>, runs: number): void {
  console.log(
    `\nFirst hover of a sample's name, this machine, no throttling, cold cache (a new browser per page); median of ${runs} (min–max), ms from the pointermove to the frame after the popup opens`,
  )
  console.log('page                       | first hover (behaviour and data fetched) | next name')
  for (const [route, list] of rounds) {
    const timed = list.flatMap((round) => ('failed' in round ? [] : [round]))
    const failed = list.flatMap((round) => ('failed' in round ? [round.failed] : []))
    const figures = timed.length
      ? `${spread(timed.map((r) => r.first)).padEnd(40)} | ${spread(timed.map((r) => r.next))}`
      : 'no round timed'
    console.log(
      `${route.padEnd(26)} | ${figures}${failed.length ? ` | ${failed.length} of ${list.length} failed: ${failed.join('; ')}` : ''}`,
    )
  }
}
