/**
 * The spec's runtime behaviours (spec/SPEC.md §2, §4, §8, §9) against the production build in
 * Chromium, with the network controlled per request (delay, abort). Timings come from
 * src/config/constants.ts; margins are generous and nothing sleeps: waits are on page state,
 * on requests, or on deadlines measured on the page's own clock.
 */
import { expect, test, type Page } from '@playwright/test'
import { LAZY_LOAD_DELAY_MS, PROGRESS_BAR_DELAY_MS } from '../src/config/constants'
import { pageDataFailureMessage } from '../src/loading/navigation'
import { LOADING_LABEL, PROGRESS_BAR_LABEL, RETRY_LABEL } from '../src/loading/labels'
import { MAIN_DOC_ID } from '../src/versions/versions'
import { HOME_ROUTE, routeOfDocId } from '../src/content/routes'
import {
  abort,
  clickArticleLinkTo,
  delay,
  disableInViewPrefetch,
  docTitle,
  emulateConnection,
  gate,
  expectSameDocument,
  GATSBY_PREFETCH_BATCH_DELAY_MS,
  installPageCode,
  loadedByHtml,
  markDocument,
  navbarRoute,
  pageResources,
  pathOf,
  pathIs,
  pausePageClock,
  runClockUntil,
  recordProblems,
  recordRequests,
  recordTimeline,
  requestedPaths,
  sentinel,
  sinceClick,
  site,
  timeline,
  waitForApp,
} from './runtime-support'
import { axeOf } from './app'

/** Where the navigation tests start, and where they go: the navbar's "API" item. */
const FROM = routeOfDocId(MAIN_DOC_ID)
const TARGET = navbarRoute('API')
const TARGET_LINK = 'API'

/**
 * Every doc page shares the doc template's code, so a page of another template (the home page,
 * the navbar's title link) is where a navigation still needs code the start page does not have.
 */
const OTHER_TEMPLATE = HOME_ROUTE
const homeLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: site.title, exact: true })

/** The target's code chunks that the start page does not load itself. */
const chunksNewTo = (route: string, from = FROM) => {
  const fromChunks = new Set(pageResources(from).chunks)
  return pageResources(route).chunks.filter((chunk) => !fromChunks.has(chunk))
}

const apiLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: TARGET_LINK, exact: true })
const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })
const spinner = (page: Page) => page.getByRole('status', { name: LOADING_LABEL })
const retryButton = (page: Page) => page.getByRole('main').getByRole('button', { name: RETRY_LABEL })

async function open(page: Page, route = FROM): Promise<void> {
  await page.goto(route)
  await waitForApp(page)
}

/** WCAG A/AA checks of the content area's own UI (the faded, inert page underneath is not checked). */
async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await axeOf(page).include('main').exclude('main [inert]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} e.g. ${v.nodes[0]?.html.slice(0, 160)}`)).toEqual([])
}

/** Whether the target page is on screen (for polling while the page's clock is paused). */
const targetShown = (page: Page) => async () =>
  pathOf(page.url()) === TARGET && (await page.evaluate(() => document.querySelector('main h1')?.textContent ?? null)) === docTitle(TARGET)

/**
 * Opens the start page and clicks through to the target on the page's paused clock, so that its
 * data arrives exactly `ms` of page time after the click however slow the machine is. The page
 * is then still to render: the caller moves the clock on (runClockUntil).
 */
async function navigateTakingExactly(page: Page, ms: number, { codeInMemory = false } = {}): Promise<void> {
  await page.clock.install()
  await recordTimeline(page)
  await open(page)
  if (codeInMemory) await installPageCode(page, TARGET)
  const data = await gate(page, pathIs(pageResources(TARGET).data))
  await pausePageClock(page)
  await apiLink(page).click()
  await data.arrived
  await page.clock.runFor(ms)
  data.release()
}

async function expectTargetShown(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`))
  await expect(h1(page)).toHaveText(docTitle(TARGET))
}

test.describe('1. lazy page content', () => {
  test("a page's data and code are not part of another page's first load", async ({ page }) => {
    await disableInViewPrefetch(page)
    const requests = recordRequests(page)
    await open(page)
    const loaded = loadedByHtml(await (await page.request.get(FROM)).text())
    const target = pageResources(TARGET)
    const otherCode = chunksNewTo(OTHER_TEMPLATE)
    expect(otherCode.length).toBeGreaterThan(0)
    expect(loaded.filter((url) => [target.data, ...target.chunks, ...otherCode].includes(url))).toEqual([])
    await sentinel(page, requests)
    const fetched = requestedPaths(requests)
    expect(fetched).toContain(pageResources(FROM).data)
    expect(fetched.filter((p) => [target.data, ...chunksNewTo(TARGET), ...otherCode].includes(p))).toEqual([])
    expect(
      fetched.filter((p) => p.startsWith('/page-data/') && !p.startsWith('/page-data/sq/') && p !== '/page-data/app-data.json'),
    ).toEqual([pageResources(FROM).data])
  })

  test('hovering a link fetches its page', async ({ page }) => {
    await disableInViewPrefetch(page)
    const requests = recordRequests(page)
    await open(page)
    const target = pageResources(TARGET)
    await sentinel(page, requests)
    expect(requestedPaths(requests)).not.toContain(target.data)
    await apiLink(page).hover()
    await expect.poll(() => requestedPaths(requests)).toEqual(expect.arrayContaining([target.data, ...target.chunks]))
    await expect(page).toHaveURL(new RegExp(`${FROM}$`))
  })

  test('a navigation fetches the page it goes to (keyboard: no hover, no prefetch)', async ({ page }) => {
    await disableInViewPrefetch(page)
    const requests = recordRequests(page)
    await open(page)
    const target = pageResources(TARGET)
    await apiLink(page).focus()
    const before = await sentinel(page, requests)
    expect(requestedPaths(requests).slice(0, before)).not.toContain(target.data)
    await page.keyboard.press('Enter')
    await expectTargetShown(page)
    const after = requestedPaths(requests).slice(before)
    expect(after).toEqual(expect.arrayContaining([target.data, ...chunksNewTo(TARGET)]))
  })

  test('a link scrolled into view prefetches its page', async ({ page }) => {
    // A short viewport keeps the footer (and its links) out of view until scrolled to.
    await page.setViewportSize({ width: 1280, height: 500 })
    // Gatsby prefetches in-view links in batches of four, seconds apart: the test moves the page's clock on.
    await page.clock.install()
    const requests = recordRequests(page)
    await open(page, '/api/createSlice')
    const footerLink = page.getByRole('contentinfo').getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'RTK Query' })
    const route = new URL((await footerLink.getAttribute('href'))!, 'http://x').pathname
    const target = pageResources(route)
    // Precondition: no link to that page is in view yet.
    const visibleLinks = await page.evaluate(
      (href) =>
        [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${href}"]`)].filter((a) => {
          const r = a.getBoundingClientRect()
          return r.width > 0 && r.bottom > 0 && r.top < innerHeight
        }).length,
      route,
    )
    expect(visibleLinks, `a link to ${route} is already in view`).toBe(0)
    await sentinel(page, requests)
    expect(requestedPaths(requests)).not.toContain(target.data)
    await footerLink.scrollIntoViewIfNeeded()
    await expect
      .poll(async () => {
        await page.clock.fastForward(GATSBY_PREFETCH_BATCH_DELAY_MS + 500)
        return requestedPaths(requests)
      })
      .toEqual(expect.arrayContaining([target.data, ...target.chunks]))
  })
})

test.describe('2. spinner while a page loads', () => {
  test(`resources delayed 100 ms: no spinner ever`, async ({ page }) => {
    await navigateTakingExactly(page, 100, { codeInMemory: true })
    expect(100 + (await runClockUntil(page, targetShown(page))), 'page time from click to page shown').toBeLessThan(LAZY_LOAD_DELAY_MS)
    await expectTargetShown(page)
    await page.clock.runFor(LAZY_LOAD_DELAY_MS * 2)
    expect((await timeline(page)).filter((e) => e.what !== 'click')).toEqual([])
  })

  test('resources delayed 1500 ms: the spinner appears after the lazy-load delay, then the page', async ({ page }) => {
    test.setTimeout(60_000) // axe over the content area while the spinner shows
    await recordTimeline(page)
    await open(page)
    await delay(page, pathIs(pageResources(TARGET).data), 1500)
    await apiLink(page).click()
    await expect(spinner(page)).toBeVisible()
    await expect(spinner(page)).toContainText('Loading')
    // The page being left stays underneath, out of reach of assistive technology and the keyboard.
    await expect(h1(page)).toHaveCount(0)
    await expectNoA11yViolations(page)
    // The rest of the layout stays while the content area loads.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectTargetShown(page)
    await expect(spinner(page)).toHaveCount(0)
    const shownAfter = sinceClick(await timeline(page), 'spinner')
    expect(shownAfter).toBeGreaterThanOrEqual(LAZY_LOAD_DELAY_MS - 5)
    expect(shownAfter).toBeLessThan(1500)
  })

  test('going Back while a page loads ends its loading state, even when the router shows the page already on screen', async ({ page }) => {
    await page.clock.install()
    await open(page)
    // An entry for the same address outside the router: Back lands on the page already rendered,
    // as it does when the reader goes back before the new page has rendered. The router then
    // reports no route update, so only the Back itself can end the pending navigation.
    await page.evaluate(() => history.pushState(null, '', location.href))
    const data = await gate(page, pathIs(pageResources(TARGET).data))
    await pausePageClock(page)
    await apiLink(page).click()
    await data.arrived
    await page.goBack()
    await page.clock.runFor(LAZY_LOAD_DELAY_MS * 3)
    await expect(h1(page)).toHaveText(docTitle(FROM))
    await expect(spinner(page)).toHaveCount(0)
    expect(pathOf(page.url())).toBe(FROM)
    data.release()
  })

  test('going Back while a page loads stays on the page gone back to: the abandoned page does not open when its data arrives', async ({
    page,
  }) => {
    await open(page)
    await homeLink(page).click()
    await expect(page).toHaveURL(new RegExp(`${OTHER_TEMPLATE}$`))
    const data = await gate(page, pathIs(pageResources(TARGET).data))
    await apiLink(page).click()
    await data.arrived
    await page.goBack()
    await expect(h1(page)).toHaveText(docTitle(FROM))
    data.release()
    // Once Gatsby's loader holds the page (window.___loader, set by its production runtime), the
    // abandoned navigation's own callback, a promise reaction after the loader's, has run.
    await page.waitForFunction((route) => {
      const loader = (window as unknown as { ___loader?: { loadPageSync(path: string): unknown } }).___loader
      return loader?.loadPageSync(route) !== undefined
    }, TARGET)
    expect(pathOf(page.url())).toBe(FROM)
    await expect(h1(page)).toHaveText(docTitle(FROM))
  })
})

test.describe('3. load failure and Retry', () => {
  test('a failed page shows its error and Retry; Retry fails again, then loads once the network is back; no reload', async ({ page }) => {
    await open(page)
    await markDocument(page)
    const target = pageResources(TARGET)
    const restore = await abort(page, pathIs(target.data))
    await apiLink(page).click()

    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText(pageDataFailureMessage(TARGET))
    await expect(retryButton(page)).toBeVisible()
    // The layout around the content area stays; the address is still the page we came from.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${FROM}$`))
    await expectNoA11yViolations(page)

    // Retry while the network is still down: loading, then the error again.
    await retryButton(page).click()
    await expect(spinner(page).or(alert)).toBeVisible()
    await expect(alert).toContainText(pageDataFailureMessage(TARGET))
    await expect(retryButton(page)).toBeFocused()

    // Network back: Retry shows the page.
    await restore()
    await retryButton(page).click()
    await expectTargetShown(page)
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
    await expectSameDocument(page)
  })

  test("a failed code chunk shows the loader's error message, and Retry loads it", async ({ page }) => {
    await open(page)
    await markDocument(page)
    const code = chunksNewTo(OTHER_TEMPLATE)
    expect(code.length).toBeGreaterThan(0)
    const restore = await abort(page, (url) => code.includes(url.pathname))
    await homeLink(page).click()
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText(/Loading chunk .* failed/)
    await restore()
    await retryButton(page).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(h1(page)).toHaveText(site.title)
    await expectSameDocument(page)
  })
})

test.describe('4. progress bar', () => {
  const progressbar = (page: Page) => page.getByRole('progressbar', { name: PROGRESS_BAR_LABEL })

  test('a 600 ms navigation never shows the bar', async ({ page }) => {
    await navigateTakingExactly(page, 600)
    expect(600 + (await runClockUntil(page, targetShown(page))), 'page time from click to page shown').toBeLessThan(PROGRESS_BAR_DELAY_MS)
    await expectTargetShown(page)
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS + 500)
    expect((await timeline(page)).filter((e) => e.what.startsWith('progressbar'))).toEqual([])
  })

  test('a 2500 ms navigation shows the bar no earlier than the delay, without a spinner, and removes it once the page shows', async ({
    page,
  }) => {
    await recordTimeline(page)
    await open(page)
    await delay(page, pathIs(pageResources(TARGET).data), 2500)
    await apiLink(page).click()
    await expect(progressbar(page)).toBeAttached()
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', /^\d+$/)
    expect(await page.locator('#nprogress [role="spinner"], #nprogress .spinner').count()).toBe(0)
    await expectTargetShown(page)
    await expect(progressbar(page)).toHaveCount(0)
    const events = await timeline(page)
    expect(sinceClick(events, 'progressbar')).toBeGreaterThanOrEqual(PROGRESS_BAR_DELAY_MS - 5)
    expect(sinceClick(events, 'progressbar gone')).toBeGreaterThan(sinceClick(events, 'progressbar')!)
  })
})

test.describe('5. scrolling after navigation', () => {
  test('goes to the element named by the hash, percent-decoded', async ({ page }) => {
    await open(page)
    await markDocument(page)
    const route = '/api/createSlice'
    await page.goto(route)
    await waitForApp(page)
    const id = await page.getByRole('main').getByRole('heading', { level: 2 }).nth(2).getAttribute('id')
    expect(id).toBeTruthy()
    await open(page)
    await markDocument(page)
    // A link in the article (navigated client-side), with the first letter of the id percent-encoded.
    const encoded = `%${id!.charCodeAt(0).toString(16)}${id!.slice(1)}`
    await clickArticleLinkTo(page, `${route}#${encoded}`)
    await expect(page).toHaveURL(new RegExp(`${route}#${encoded}$`))
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport()
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0)
    await expectSameDocument(page)
  })

  test('a content link with a hash to another page lands on that heading', async ({ page }) => {
    await open(page, '/rtk-query/usage/queries')
    const link = page.getByRole('main').locator('article a[href*="#"]:not([href^="#"])').first()
    const href = (await link.getAttribute('href'))!
    const id = decodeURIComponent(href.split('#')[1])
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\$&')}$`))
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport()
  })

  test('without a hash, the new page starts at the top', async ({ page }) => {
    await open(page, '/api/createSlice')
    const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').last()
    await next.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(200)
    await next.click()
    await expect(page).not.toHaveURL(/\/api\/createSlice$/)
    await expect(h1(page)).toBeInViewport()
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  })

  test('a first load with a hash shows that element below the sticky navbar', async ({ page }) => {
    await open(page, '/api/createSlice')
    const id = (await page.getByRole('main').getByRole('heading', { level: 2 }).last().getAttribute('id'))!
    await page.goto(`/api/createSlice#${id}`)
    await waitForApp(page)
    const heading = page.locator(`[id="${id}"]`)
    await expect(heading).toBeInViewport()
    const navbarBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom - 1)
  })

  /**
   * A heading's top once two frames in a row agree: sections and code blocks near the window are
   * drawn as it arrives. Compared to within a pixel: a scroll offset is whole pixels, the boxes are not.
   */
  const headingTop = (page: Page, id: string) =>
    page.evaluate(async (id) => {
      const read = () => Math.round(document.getElementById(id)!.getBoundingClientRect().top)
      for (let last = NaN; ;) {
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
        if (read() === last) return last
        last = read()
      }
    }, id)
  /** The first heading of the article below the window's top edge. */
  const firstHeadingShown = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('main h2, main h3')].find((h) => h.getBoundingClientRect().top > 0)!.id)

  test('back restores the position the reader left the page at', async ({ page }) => {
    await open(page, '/api/createSlice')
    await page.evaluate(() => scrollTo(0, 900))
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(900)
    const id = await firstHeadingShown(page)
    const top = await headingTop(page, id)
    // A plain mouse click where the (sticky) link is: Playwright's click() may scroll first.
    const box = (await apiLink(page).boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expectTargetShown(page)
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
    await page.goBack()
    await expect(h1(page)).toHaveText(docTitle('/api/createSlice'))
    // The same text at the same height in the window (the offset itself may differ: the sections above have estimated heights until drawn).
    await expect.poll(async () => Math.abs((await headingTop(page, id)) - top)).toBeLessThanOrEqual(1)
  })

  test('back to a point deep in a long page shows the same text where it was, whatever the estimated heights above it', async ({
    page,
  }) => {
    const route = '/rtk-query/api/createApi'
    await open(page, route)
    // Far down, where the code blocks above were laid out only as the reader scrolled past them.
    await page.evaluate(() => scrollTo(0, 15000))
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(15000)
    const id = await firstHeadingShown(page)
    const top = await headingTop(page, id)
    const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'fetchBaseQuery', exact: true })
    const box = (await link.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(h1(page)).toHaveText(docTitle('/rtk-query/api/fetchBaseQuery'))
    await page.goBack()
    await expect(h1(page)).toHaveText(docTitle(route))
    await expect.poll(async () => Math.abs((await headingTop(page, id)) - top)).toBeLessThanOrEqual(1)
  })
})

test.describe('6. trailing index.html', () => {
  test('npm start redirects to the path without it', async ({ page }) => {
    for (const [requested, shown] of [
      ['/api/createSlice/index.html', '/api/createSlice'],
      ['/index.html', '/'],
      ['/api/createSlice/index.html?x=1', '/api/createSlice?x=1'],
    ]) {
      const response = await page.goto(requested)
      expect(response?.status(), requested).toBe(200)
      expect(response?.request().redirectedFrom()?.url(), requested).toMatch(/index\.html/)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(shown)
    }
    await expect(h1(page)).toHaveText(docTitle('/api/createSlice'))
  })

  test('a client-side navigation to a path ending in index.html shows that page at the stripped path, without a reload', async ({
    page,
  }) => {
    await open(page)
    await markDocument(page)
    const requests = recordRequests(page)
    await clickArticleLinkTo(page, '/api/createSlice/index.html')
    await expect(page).toHaveURL(/\/api\/createSlice$/)
    await expect(h1(page)).toHaveText(docTitle('/api/createSlice'))
    expect(requestedPaths(requests).filter((p) => p.endsWith('index.html'))).toEqual([])
    await expectSameDocument(page)
  })

  test('a host that serves index.html paths without redirecting still ends at the stripped path', async ({ page, request }) => {
    const html = await (await request.get('/api/createSlice')).text()
    await page.route(pathIs('/api/createSlice/index.html'), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }))
    await page.goto('/api/createSlice/index.html')
    await waitForApp(page)
    await expect(page).toHaveURL(/\/api\/createSlice$/)
    await expect(h1(page)).toHaveText(docTitle('/api/createSlice'))
  })
})

test.describe('9. prefetch rules by connection', () => {
  const cases = [
    { name: 'a normal connection', connection: { effectiveType: '4g', saveData: false }, inView: true, onHover: true },
    { name: '2g with data saver on', connection: { effectiveType: '2g', saveData: true }, inView: false, onHover: false },
    { name: '2g alone', connection: { effectiveType: '2g', saveData: false }, inView: false, onHover: true },
    { name: 'data saver alone', connection: { effectiveType: '4g', saveData: true }, inView: false, onHover: true },
  ]
  /** Page data of other pages fetched so far (not the page's own, not app data or static queries). */
  const otherPagesData = (requests: ReturnType<typeof recordRequests>) =>
    requestedPaths(requests).filter((p) => /^\/page-data\/(?!sq\/|app-data\.json)/.test(p) && p !== pageResources(FROM).data)

  for (const { name, connection, inView, onHover } of cases) {
    test(`${name}: links in view ${inView ? 'prefetch' : 'do not prefetch'} their pages`, async ({ page }) => {
      await emulateConnection(page, connection)
      // Gatsby batches in-view prefetches seconds apart: the test moves the page's clock past that.
      await page.clock.install()
      const requests = recordRequests(page)
      await open(page)
      await page.clock.fastForward(GATSBY_PREFETCH_BATCH_DELAY_MS * 3)
      await page.clock.runFor(GATSBY_PREFETCH_BATCH_DELAY_MS)
      if (inView) {
        // Data and code of the navbar's API page, which is in view from the start.
        await expect
          .poll(() => requestedPaths(requests))
          .toEqual(expect.arrayContaining([pageResources(TARGET).data, ...pageResources(TARGET).chunks]))
      } else {
        await sentinel(page, requests)
        expect(otherPagesData(requests)).toEqual([])
      }
    })

    test(`${name}: hovering a link ${onHover ? 'preloads' : 'does not preload'} its page; clicking loads it`, async ({ page }) => {
      await emulateConnection(page, connection)
      await disableInViewPrefetch(page)
      const requests = recordRequests(page)
      await open(page)
      const target = pageResources(TARGET)
      await apiLink(page).hover()
      if (onHover) await expect.poll(() => requestedPaths(requests)).toEqual(expect.arrayContaining([target.data, ...target.chunks]))
      else {
        await sentinel(page, requests)
        expect(otherPagesData(requests)).toEqual([])
      }
      await apiLink(page).click()
      await expectTargetShown(page)
    })
  }
})

test.describe('10. failed prefetch or preload', () => {
  test('a failed hover preload logs a warning with the error and changes nothing on screen', async ({ page }) => {
    await disableInViewPrefetch(page)
    const problems = await recordProblems(page)
    await recordTimeline(page)
    await open(page)
    const before = await page.getByRole('main').innerText()
    await abort(page, pathIs(pageResources(TARGET).data))
    await apiLink(page).hover()
    await expect.poll(() => problems.warnings.join('\n')).toContain(`Preloading ${TARGET} failed:`)
    expect(problems.warnings.join('\n')).toContain(pageDataFailureMessage(TARGET))
    await expect(page).toHaveURL(new RegExp(`${FROM}$`))
    expect(await page.getByRole('main').innerText()).toBe(before)
    expect((await timeline(page)).filter((e) => e.what !== 'click')).toEqual([])
    expect(problems.pageErrors).toEqual([])
  })

  test('a failed in-view prefetch logs a warning and changes nothing on screen', async ({ page }) => {
    const problems = await recordProblems(page)
    await recordTimeline(page)
    await page.clock.install()
    await open(page)
    const before = await page.getByRole('main').innerText()
    await abort(page, pathIs(pageResources(TARGET).data))
    await page.clock.fastForward(GATSBY_PREFETCH_BATCH_DELAY_MS * 3)
    await page.clock.runFor(GATSBY_PREFETCH_BATCH_DELAY_MS)
    await expect.poll(() => problems.warnings.join('\n')).toContain(`Prefetching ${TARGET} failed:`)
    expect(problems.warnings.join('\n')).toContain(pageDataFailureMessage(TARGET))
    await expect(page).toHaveURL(new RegExp(`${FROM}$`))
    expect(await page.getByRole('main').innerText()).toBe(before)
    expect(await timeline(page)).toEqual([])
    expect(problems.pageErrors).toEqual([])
  })

  test('a failed load during a navigation logs a warning too, and no rejection goes unhandled', async ({ page }) => {
    const problems = await recordProblems(page)
    await open(page)
    await abort(page, pathIs(pageResources(TARGET).data))
    await apiLink(page).click()
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
    expect(problems.warnings.join('\n')).toContain(`Loading ${TARGET} failed:`)
    expect(problems.pageErrors).toEqual([])
  })
})
