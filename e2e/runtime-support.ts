/**
 * Shared pieces of the runtime browser tests (e2e/runtime*.spec.ts): where a page's lazily
 * loaded resources live in a build, network control (delay, abort, answer), a timeline of what
 * appeared on screen and when (recorded in the page, on the page's clock), and a guard that
 * nothing leaves the machine.
 */
import { existsSync, readdirSync, readFileSync } from 'fs'
import path from 'path'
import { expect, type BrowserContext, type Page, type Request, type Route } from '@playwright/test'
import { createSiteMetadata } from '../src/config/site'
import { SITE_STARTED_FLAG } from '../src/browser/siteStarted'
import { waitForApp as waitForHydration } from './app'
import { pageDataPath } from '../src/runtimeStart/gatsbyFacts'

export const site = createSiteMetadata({})

export { GATSBY_PREFETCH_BATCH_DELAY_MS, pageDataPath } from '../src/runtimeStart/gatsbyFacts'

/** A navbar item's route, from the site config (so the tests follow it). */
export function navbarRoute(label: string): string {
  const item = site.theme.navbar.items.find((i) => i.label === label)
  if (!item) throw new Error(`No navbar item "${label}" in src/config/site.ts`)
  return item.to
}

interface PageData {
  componentChunkName: string
  result: { data?: { doc?: { title: string } } }
}

function readPageData(route: string, buildDir = 'public'): PageData {
  const file = path.join(buildDir, pageDataPath(route))
  if (!existsSync(file)) throw new Error(`${file} does not exist: build the site first (npm test builds it)`)
  return JSON.parse(readFileSync(file, 'utf8')) as PageData
}

/** The URLs (path only) of a page's own resources: its page data and its code chunk(s). */
export function pageResources(route: string, buildDir = 'public'): { data: string; chunks: string[] } {
  const { componentChunkName } = readPageData(route, buildDir)
  const chunkMap = JSON.parse(readFileSync(path.join(buildDir, 'chunk-map.json'), 'utf8')) as Record<string, string[]>
  const chunks = chunkMap[componentChunkName]
  if (!chunks?.length) throw new Error(`chunk-map.json has no files for ${componentChunkName}`)
  return { data: pageDataPath(route), chunks }
}

/**
 * Runs a page's code chunks in the page (through webpack, as Gatsby's loader would) without
 * touching Gatsby's page caches, so that a navigation to it only waits for its data. Playwright's
 * request routing turns the HTTP cache off, so this is how a test says "the code is already here".
 */
export async function installPageCode(page: Page, route: string, buildDir = 'public'): Promise<void> {
  const { componentChunkName } = readPageData(route, buildDir)
  await page.evaluate(async (name) => {
    const requires = (window as unknown as { asyncRequires: { components: Record<string, () => Promise<unknown>> } }).asyncRequires
    await requires.components[name]()
  }, componentChunkName)
}

/** The h1 of a doc page, from its built page data. */
export function docTitle(route: string, buildDir = 'public'): string {
  const title = readPageData(route, buildDir).result.data?.doc?.title
  if (!title) throw new Error(`${route} is not a doc page`)
  return title
}

export const pathOf = (url: string) => new URL(url).pathname

/** The script and stylesheet URLs an HTML document loads by itself. */
export function loadedByHtml(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1])
}

/** Matches requests whose path is exactly `urlPath`. */
export const pathIs = (urlPath: string) => (url: URL) => url.pathname === urlPath

/** Every request the page makes, in order. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

export const requestedPaths = (requests: Request[]) => requests.map((r) => pathOf(r.url()))

/**
 * A round trip through the page's network stack. Request events arrive in the order the page
 * issued the requests, so once the sentinel is seen, every earlier request has been seen too:
 * "nothing was requested before this point" can be checked without waiting for a timeout.
 */
export async function sentinel(page: Page, requests: Request[]): Promise<number> {
  const marker = `/__sentinel__/${Math.random().toString(36).slice(2)}`
  await page.evaluate((url) => fetch(url).then((r) => r.status), marker)
  await expect.poll(() => requestedPaths(requests).includes(marker)).toBe(true)
  return requestedPaths(requests).indexOf(marker)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Holds matching requests for `ms` before letting them through (the network is slow). Returns an undo. */
export async function delay(page: Page, match: (url: URL) => boolean, ms: number): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    await sleep(ms)
    await route.continue().catch(() => {}) // the page may be gone by then
  }
  await page.route(match, handler)
  return () => page.unroute(match, handler)
}

/**
 * Holds matching requests until the test calls `release()`; `arrived` resolves when the first one
 * comes in. With the page's clock paused (pausePageClock), the test decides exactly how much
 * page time a load takes, however slow the machine is.
 */
export async function gate(page: Page, match: (url: URL) => boolean): Promise<{ arrived: Promise<void>; release: () => void }> {
  let release!: () => void
  let arrive!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  await page.route(match, async (route) => {
    arrive()
    await released
    await route.continue().catch(() => {}) // the page may be gone by then
  })
  return { arrived, release }
}

/**
 * Stops the page's clock (timers, Date, performance.now) where it is; from then on it moves only
 * by `page.clock.runFor`. Needs `page.clock.install()` before the page was opened.
 */
export async function pausePageClock(page: Page): Promise<void> {
  // pauseAt takes a time still ahead of the page's clock, which keeps running while the command
  // travels; on a busy machine a short lead can already be past, so the lead grows on each try.
  for (const lead of [50, 500, 5_000]) {
    try {
      await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, lead))
      return
    } catch (error) {
      if (!/to the past/.test(String(error))) throw error
    }
  }
  throw new Error('Could not pause the page clock: it kept running past every target time')
}

/**
 * With the page's clock paused, moves it on 1 ms at a time until `shown()` is true (React and
 * Gatsby need a timer tick or two to render a loaded page), and returns the page time that took.
 */
export async function runClockUntil(page: Page, shown: () => Promise<boolean>): Promise<number> {
  let spent = 0
  await expect
    .poll(
      async () => {
        if (await shown()) return true
        await page.clock.runFor(1)
        spent += 1
        return shown()
      },
      { intervals: [10, 20, 50, 100], timeout: 20_000 },
    )
    .toBe(true)
  return spent
}

/** Fails matching requests at the network level (the network is down for them). Returns an undo. */
export async function abort(page: Page, match: (url: URL) => boolean): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.abort('failed')
  await page.route(match, handler)
  return () => page.unroute(match, handler)
}

/**
 * Records, on the page's own clock (performance.now()), every click and every time the
 * spinner, the progress bar or a non-empty alert appears or goes away. A MutationObserver sees
 * even states that last a single frame, which polling from the test could miss.
 */
export async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Array<{ what: string; at: number }> = []
    ;(window as unknown as { __timeline: typeof log }).__timeline = log
    const watched: Record<string, string> = {
      spinner: '[role="status"][aria-label="Loading"]',
      progressbar: '[role="progressbar"]',
      alert: '[role="alert"]:not(:empty)',
    }
    const present: Record<string, boolean> = {}
    const check = () => {
      const at = performance.now()
      for (const [what, selector] of Object.entries(watched)) {
        const now = document.querySelector(selector) !== null
        if (now !== Boolean(present[what])) {
          present[what] = now
          log.push({ what: now ? what : `${what} gone`, at })
        }
      }
    }
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-label'],
    })
    document.addEventListener('click', () => log.push({ what: 'click', at: performance.now() }), true)
  })
}

export type Timeline = Array<{ what: string; at: number }>

export function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline)
}

/** Time from the last click to the first later event `what`, or undefined if it never happened. */
export function sinceClick(events: Timeline, what: string): number | undefined {
  const click = [...events].reverse().find((e) => e.what === 'click')
  const event = events.find((e) => e.what === what && click !== undefined && e.at >= click.at)
  return click && event ? event.at - click.at : undefined
}

/** Resolves once the page's clock is `ms` past the last click (a deadline, not a sleep). */
export async function pageClockPastClick(page: Page, ms: number): Promise<void> {
  await page.waitForFunction(
    (deadline) => {
      const log = (window as unknown as { __timeline: Timeline }).__timeline
      const click = [...log].reverse().find((e) => e.what === 'click')
      return click !== undefined && performance.now() >= click.at + deadline
    },
    ms,
    { polling: 50, timeout: ms + 30_000 },
  )
}

/**
 * A reader with no cursor over the page. Chromium's headless shell, which the tests drive
 * (scripts/chromium.ts), keeps a virtual cursor at the viewport's corner and after some loads
 * sends a trusted \`pointermove\` from (0, 0), as a desktop browser does when the reader's cursor
 * rests over a page that is laying out; the runtime's starter rightly takes that as intent. Tests
 * of a page nobody has touched drop that move before the page's own listeners (the first
 * capturing listener on the window) see it; the tests' own moves never start at (0, 0).
 */
export async function withoutCursorOnPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const type of ['pointermove', 'mousemove', 'pointerover', 'mouseover'])
      addEventListener(
        type,
        (event) => (event as MouseEvent).clientX === 0 && (event as MouseEvent).clientY === 0 && event.stopImmediatePropagation(),
        {
          capture: true,
        },
      )
  })
}

/** Sets a marker on the window; `expectSameDocument` fails if the page was reloaded since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'the page was reloaded').toBe(true)
}

/**
 * Adds a link to `href` at the top of the article and clicks it, as a reader would click a link
 * an author wrote in the MDX (the article's links navigate client-side: src/browser/article.ts).
 */
export async function clickArticleLinkTo(page: Page, href: string): Promise<void> {
  const name = `Test link to ${href}`
  await page.evaluate(
    ([to, text]) => {
      const link = Object.assign(document.createElement('a'), { href: to, textContent: text })
      document.querySelector('[data-article]')!.prepend(link)
    },
    [href, name],
  )
  await page.getByRole('link', { name, exact: true }).click()
}

/** Starts the site's JavaScript as a reader's first interaction does, and waits until React has hydrated the page. */
export async function waitForApp(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.waitForFunction((flag) => (window as unknown as Record<string, unknown>)[flag] === true, SITE_STARTED_FLAG)
}

/** Makes every link's in-view prefetch impossible (IntersectionObserver never reports), to test hover and click alone. */
export async function disableInViewPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      readonly root = null
      readonly rootMargin = ''
      readonly thresholds = []
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return []
      }
    } as unknown as typeof IntersectionObserver
  })
}

/** Emulates the Network Information API before any page script runs. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((c) => {
    const value = { ...c, downlink: 0.25, rtt: 1800, addEventListener() {}, removeEventListener() {} }
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value })
  }, connection)
}

/** Aborts every request that would leave the machine and remembers it; check with `expect(outside).toEqual([])`. */
export async function keepTrafficLocal(context: BrowserContext): Promise<string[]> {
  const outside: string[] = []
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      outside.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  return outside
}

/**
 * Console warnings, and uncaught exceptions or unhandled promise rejections (reported by
 * Playwright as page errors and, to be sure, by an unhandledrejection listener in the page).
 */
export async function recordProblems(page: Page): Promise<{ warnings: string[]; pageErrors: string[] }> {
  const found = { warnings: [] as string[], pageErrors: [] as string[] }
  page.on('console', (message) => {
    if (message.type() === 'warning') found.warnings.push(message.text())
  })
  page.on('pageerror', (error) => found.pageErrors.push(error.message))
  await page.exposeFunction('__reportRejection', (reason: string) => found.pageErrors.push(`unhandled rejection: ${reason}`))
  await page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (event) => {
      ;(window as unknown as { __reportRejection(reason: string): void }).__reportRejection(String(event.reason))
    })
  })
  return found
}

/**
 * Answers the gtag.js request (googletagmanager.com) with an empty script, so the page's own
 * inline gtag() stub keeps queueing calls in window.dataLayer and nothing leaves the machine.
 * Returns the URLs it answered.
 */
export async function answerGtagLocally(context: BrowserContext): Promise<string[]> {
  const answered: string[] = []
  await context.route(
    (url) => url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js',
    (route) => {
      answered.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* gtag.js answered by the test */' })
    },
  )
  return answered
}

/** The DocsVersion nodes as the navbar's static query delivered them in a build. */
export function builtDocsVersions(
  buildDir = 'public',
): Array<{ name: string; label: string; release: string; mainDocId: string; docs: Array<{ id: string; path: string }> }> {
  const dir = path.join(buildDir, 'page-data', 'sq', 'd')
  for (const file of readdirSync(dir)) {
    const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      data?: { allDocsVersion?: { nodes: ReturnType<typeof builtDocsVersions> } }
    }
    if (json.data?.allDocsVersion) return json.data.allDocsVersion.nodes
  }
  throw new Error(`No static query result with allDocsVersion in ${dir}: is the version menu built?`)
}
