import { existsSync, readFileSync, statSync } from 'fs'
import { gzipSync } from 'zlib'
import path from 'path'
import { BUTTON_LABEL, RESULTS_LABEL } from '../src/search/ui/labels'
import { expect, test, type Page, type Request, type Route } from '@playwright/test'
import { axeOf, gotoApp } from './app'
import { disableInViewPrefetch, withoutCursorOnPage } from './runtime-support'
import { useVariantBuild, VARIANT_ENV } from './variant'
import { SEARCH_BODY_PATH, SEARCH_INDEX_PATH, SEARCH_SHARDS_DIR } from '../src/config/search'

const DOC = '/api/configureStore'
/** DocSearch 3's credit to Algolia in the modal's footer. */
const ALGOLIA_CREDIT = 'Search by'
const FIXTURE = JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'algolia-search.json'), 'utf8'))

const searchButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: new RegExp(`^${BUTTON_LABEL}`) })
/** The modal's input (DocSearch labels it "Search"). */
const modalInput = (page: Page) => page.getByRole('searchbox', { name: 'Search', exact: true })
const modalHits = (page: Page) => page.getByRole('listbox').getByRole('option')
/** A request for any file of the embedded index (shards, headings, paragraphs). */
const isIndexRequest = (url: string) => {
  const { pathname } = new URL(url)
  return pathname.includes(`${SEARCH_SHARDS_DIR}/`) || pathname.endsWith(SEARCH_INDEX_PATH) || pathname.endsWith(SEARCH_BODY_PATH)
}

/** Every request the page makes that does not go to the site itself. */
function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url())
  })
  return foreign
}

/** Holds the whole index (headings and paragraphs) back until the returned function is called. */
async function holdWholeIndex(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.endsWith(SEARCH_INDEX_PATH) || url.pathname.endsWith(SEARCH_BODY_PATH),
    async (route) => {
      await held
      await route.continue()
    },
  )
  return release
}

async function openedPage(page: Page, route = DOC) {
  await gotoApp(page, route)
}

test.describe('search modal, embedded index (main build)', () => {
  test('the navbar button opens it', async ({ page }) => {
    await openedPage(page)
    await searchButton(page).click()
    await expect(modalInput(page)).toBeFocused()
    // No Algolia service is involved in embedded mode, so no credit to it either.
    await expect(page.getByRole('dialog').getByText(ALGOLIA_CREDIT, { exact: true })).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(modalInput(page)).toBeHidden()
    await expect(searchButton(page)).toBeFocused()
  })

  test('Ctrl+K opens it', async ({ page }) => {
    await openedPage(page)
    await page.keyboard.press('ControlOrMeta+k')
    await expect(modalInput(page)).toBeFocused()
  })

  test('keys typed while the modal is still loading are kept as the query', async ({ page }) => {
    // Hold the modal's stylesheet back until the typing is done: the modal cannot open before it.
    let release!: () => void
    const typingDone = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/static\/docsearch-[^/]+\/modal\.css$/, async (route) => {
      await typingDone
      await route.continue()
    })
    await openedPage(page)
    await page.keyboard.press('ControlOrMeta+k')
    // A field takes the focus at once (src/search/ui/early.ts), while the modal loads.
    await expect(page.getByRole('dialog', { name: BUTTON_LABEL }).getByRole('searchbox')).toBeFocused()
    await page.keyboard.type('createSlcx')
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await page.keyboard.type('ice')
    await expect(modalInput(page)).toBeHidden()
    release()
    await expect(modalInput(page)).toHaveValue('createSlice')
    await expect(modalInput(page)).toBeFocused()
    await expect(modalHits(page).first()).toContainText('createSlice')
  })

  test('"/" opens it, and is not typed into the query', async ({ page }) => {
    await openedPage(page)
    await page.keyboard.press('/')
    await expect(modalInput(page)).toBeFocused()
    await expect(modalInput(page)).toHaveValue('')
  })

  test('typing createSlice and Enter lands on /api/createSlice, with no request leaving the site', async ({ page, baseURL }) => {
    const foreign = watchForeignRequests(page, baseURL!)
    await openedPage(page)
    await searchButton(page).click()
    await modalInput(page).fill('createSlice')
    await expect(modalHits(page).first()).toContainText('createSlice')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/api\/createSlice$/)
    await expect(page.getByRole('heading', { level: 1, name: 'createSlice' })).toBeVisible()
    expect(foreign).toEqual([])
  })

  test('shows results grouped by category and page, and moves through them with the arrow keys', async ({ page }) => {
    await openedPage(page)
    await searchButton(page).click()
    await modalInput(page).fill('async thunk')
    const first = modalHits(page).first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(first).toContainText('createAsyncThunk')
    await expect(page.getByText('API Reference', { exact: true }).first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'false')
    await expect(modalHits(page).nth(1)).toHaveAttribute('aria-selected', 'true')
  })

  test('loads the index only when search is first used', async ({ page }) => {
    const indexRequests: Request[] = []
    page.on('request', (request) => isIndexRequest(request.url()) && indexRequests.push(request))
    await openedPage(page)
    await page.waitForLoadState('networkidle')
    expect(indexRequests).toHaveLength(0)
    await searchButton(page).click()
    await modalInput(page).fill('polling')
    await expect(modalHits(page).first()).toContainText(/polling/i)
    expect(indexRequests.length).toBeGreaterThan(0)
  })

  test('first search on a cold cache: at most 90 KB gzip before the first result, at most 40 KB of it index data', async ({ page }) => {
    // The whole index is held back until the first result shows: the first results must not need it.
    const releaseIndex = await holdWholeIndex(page)
    // The page's own link prefetching (in view, batched every few seconds) is not search's cost.
    await disableInViewPrefetch(page)
    await openedPage(page)
    await page.waitForLoadState('networkidle')
    const sizes: Array<Promise<{ path: string; bytes: number }>> = []
    const onFinished = (request: Request) =>
      sizes.push(
        request.sizes().then((s) => ({ path: new URL(request.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize })),
      )
    page.on('requestfinished', onFinished)
    await searchButton(page).hover()
    await searchButton(page).click()
    await modalInput(page).fill('createEntityAdapter')
    await expect(modalHits(page).first()).toContainText('createEntityAdapter')
    page.off('requestfinished', onFinished)
    const fetched = await Promise.all(sizes)
    releaseIndex()
    const total = fetched.reduce((sum, f) => sum + f.bytes, 0)
    const indexData = fetched.filter((f) => f.path.startsWith(`${SEARCH_SHARDS_DIR}/`)).reduce((sum, f) => sum + f.bytes, 0)
    console.log(
      `First search: ${fetched.length} requests, ${total} bytes in all, ${indexData} of index data\n${fetched.map((f) => `  ${f.bytes} ${f.path}`).join('\n')}`,
    )
    expect(fetched.filter((f) => f.path.endsWith(SEARCH_INDEX_PATH) || f.path.endsWith(SEARCH_BODY_PATH))).toEqual([])
    expect(indexData).toBeGreaterThan(0)
    expect(indexData).toBeLessThanOrEqual(40_000)
    expect(total).toBeLessThanOrEqual(90_000)
  })

  test('first search on a cold page, nothing else done: at most 130 KB gzip from the tap to the first results, and no Gatsby runtime', async ({
    page,
  }) => {
    // As in the test above: the whole index comes after the first results, so it is held back.
    const releaseIndex = await holdWholeIndex(page)
    await withoutCursorOnPage(page)
    await page.goto(DOC)
    await page.waitForLoadState('networkidle')
    const fetched: Array<Promise<{ path: string; bytes: number }>> = []
    const onFinished = (request: Request) =>
      fetched.push(
        request.sizes().then((s) => ({ path: new URL(request.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize })),
      )
    page.on('requestfinished', onFinished)
    await searchButton(page).click()
    await page.keyboard.type('createEntityAdapter')
    await expect(modalHits(page).first()).toContainText('createEntityAdapter')
    // Stop counting before the held index is released: a request finishing as the page closes has no sizes.
    page.off('requestfinished', onFinished)
    const files = await Promise.all(fetched)
    releaseIndex()
    const total = files.reduce((sum, f) => sum + f.bytes, 0)
    console.log(`Cold first search: ${files.length} requests, ${total} bytes\n${files.map((f) => `  ${f.bytes} ${f.path}`).join('\n')}`)
    // The page's data, its template's chunk and Gatsby's app are not search's: they never came.
    expect(files.filter((f) => f.path.startsWith('/page-data/') || /\/app-[0-9a-f]+\.js$/.test(f.path))).toEqual([])
    expect(total).toBeLessThanOrEqual(130_000)
    // The same files as gzip (the build's .gz twins; small files have none), for a browser without Brotli.
    const gzipped = (file: string) =>
      existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length
    const gzip = files.reduce((sum, f) => sum + gzipped(path.join('public', f.path)), 0)
    console.log(`  as gzip: ${gzip} bytes of bodies`)
    expect(gzip).toBeLessThanOrEqual(130_000)
  })

  test('answers from headings first, and from paragraph text once the whole index is in', async ({ page }) => {
    let releaseBody!: () => void
    const bodyHeld = new Promise<void>((resolve) => (releaseBody = resolve))
    await page.route(`**${SEARCH_BODY_PATH}`, async (route) => {
      await bodyHeld
      await route.continue()
    })
    await openedPage(page)
    await searchButton(page).click()
    // "microtask" is in a paragraph of /api/other-exports, in no title or heading.
    await modalInput(page).fill('microtask')
    await expect(page.getByText('No results for')).toBeVisible()
    const body = page.waitForResponse((response) => response.url().endsWith(SEARCH_BODY_PATH))
    releaseBody()
    await body
    await modalInput(page).fill('')
    await modalInput(page).fill('microtask')
    await expect(modalHits(page).first()).toBeVisible()
    await expect(modalHits(page).first().getByRole('link')).toHaveAttribute('href', /\/api\/other-exports/)
  })

  test('keeps working offline once loaded', async ({ page, context }) => {
    await openedPage(page)
    // "Loaded": the whole index, fetched in the background after the first results, has arrived.
    const wholeIndex = Promise.all(
      ['search-index.json', 'search-body.json'].map((name) =>
        page.waitForResponse((response) => response.url().endsWith(`/${name}`)).then((response) => response.finished()),
      ),
    )
    await searchButton(page).click()
    await modalInput(page).fill('nanoid')
    await expect(modalHits(page).first()).toContainText('nanoid')
    await wholeIndex
    await page.keyboard.press('Escape')
    await context.setOffline(true)
    await searchButton(page).click()
    await modalInput(page).fill('fetchBaseQuery')
    await expect(modalHits(page).first()).toContainText('fetchBaseQuery')
    await context.setOffline(false)
  })

  test('never breaks on quotes, regex characters, operators or emoji', async ({ page }) => {
    await openedPage(page)
    await searchButton(page).click()
    for (const query of ['"createSlice', '.*(+[?', 'AND OR -x', '🚀🔥']) {
      await modalInput(page).fill(query)
      await expect(page.getByText('Unable to fetch results')).toHaveCount(0)
    }
    await modalInput(page).fill('🚀 "createSlice"')
    await expect(modalHits(page).first()).toContainText('createSlice')
  })

  test('links to the search page with the query', async ({ page }) => {
    await openedPage(page)
    await searchButton(page).click()
    await modalInput(page).fill('prefetch')
    await page.getByRole('link', { name: 'See all results for “prefetch”' }).click()
    await expect(page).toHaveURL(/\/search\?q=prefetch$/)
    await expect(page.getByRole('list', { name: RESULTS_LABEL })).toBeVisible()
  })

  test('follows the colour mode', async ({ page }) => {
    await openedPage(page)
    const modalBackground = async () =>
      modalInput(page).evaluate((input) => getComputedStyle(input.closest('.DocSearch-Modal')!).backgroundColor)
    const siteToken = () =>
      page.evaluate(() => {
        const probe = document.createElement('div')
        probe.style.background = 'var(--bg-subtle)'
        document.body.append(probe)
        const color = getComputedStyle(probe).backgroundColor
        probe.remove()
        return color
      })
    await searchButton(page).click()
    const light = await modalBackground()
    expect(light).toBe(await siteToken())
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await searchButton(page).click()
    const dark = await modalBackground()
    expect(dark).toBe(await siteToken())
    expect(dark).not.toBe(light)
  })
})

/** The search page's own status line (the page loader has a status region too). */
const searchStatus = (page: Page) => page.getByRole('region', { name: 'Search the docs' }).getByRole('status')

test.describe('search page, embedded index (main build)', () => {
  const results = (page: Page) => page.getByRole('list', { name: RESULTS_LABEL })

  test('lists /api/createAsyncThunk first for ?q=createAsyncThunk, with title, section and marked snippet', async ({ page }) => {
    await page.goto('/search?q=createAsyncThunk')
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('createAsyncThunk')
    const first = results(page).getByRole('listitem').first()
    await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', '/api/createAsyncThunk')
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('createAsyncThunk')
    await expect(first.locator('mark').first()).toHaveText(/createAsyncThunk/i)
    await expect(searchStatus(page)).toContainText(/pages? match(es)? “createAsyncThunk”/)
  })

  test('shows the section of a heading match', async ({ page }) => {
    await page.goto('/search?q=isAnyOf')
    const first = results(page).getByRole('listitem').first()
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Matching utilities')
    await expect(first.getByRole('link', { name: 'isAnyOf' }).first()).toHaveAttribute('href', '/api/matching-utilities#isanyof')
  })

  test('puts the query in the address as you type, so results can be shared', async ({ page }) => {
    await openedPage(page, '/search')
    await expect(searchStatus(page)).toContainText('Type a word or an API name')
    await page.getByRole('searchbox', { name: 'Search for' }).fill('optimistic updates')
    await expect(page).toHaveURL(/\/search\?q=optimistic\+updates$/)
    await expect(results(page).getByRole('listitem').first().getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
      'href',
      '/rtk-query/usage/optimistic-updates',
    )
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('optimistic updates')
  })

  test('says so when nothing matches, and treats whitespace as empty', async ({ page }) => {
    await page.goto('/search?q=zzqxjwv')
    await expect(searchStatus(page)).toContainText('Nothing matches “zzqxjwv”')
    await expect(results(page)).toHaveCount(0)
    await page.goto('/search?q=%20%20%20')
    await expect(searchStatus(page)).toContainText('Type a word or an API name')
  })

  test('truncates very long queries and survives odd characters', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(`createSlice ${'x'.repeat(3000)}`)}`)
    const value = await page.getByRole('searchbox', { name: 'Search for' }).inputValue()
    expect(value.length).toBeLessThanOrEqual(512)
    await page.goto(`/search?q=${encodeURIComponent('"(.*[createSlice 🚀')}`)
    await expect(results(page).getByRole('listitem').first().getByRole('heading', { level: 2 })).toHaveText('createSlice')
  })

  test('shows an error with Retry when the index cannot load', async ({ page }) => {
    let fail = true
    await page.route(`**${SEARCH_INDEX_PATH}`, (route) => (fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()))
    await page.goto('/search?q=polling')
    await expect(page.getByRole('alert')).toContainText('HTTP 503')
    fail = false
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(results(page).getByRole('listitem').first().getByRole('heading', { level: 2 })).toHaveText('Polling')
  })
})

test.describe('accessibility of search', () => {
  test('the navbar search button’s accessible name contains its visible text (WCAG 2.5.3)', async ({ page }) => {
    await openedPage(page)
    // axe runs label-content-name-mismatch only when asked (it is an experimental rule).
    const results = await axeOf(page).include('nav[aria-label="Main"]').withRules(['label-content-name-mismatch']).analyze()
    expect(results.violations.map((v) => v.nodes.map((n) => n.html))).toEqual([])
    const checked = results.passes.flatMap((p) => p.nodes.map((n) => n.html)).join('\n')
    expect(checked).toContain('Search the docs')
    await expect(searchButton(page)).toHaveAccessibleName('Search the docs')
    await expect(searchButton(page)).toContainText('Search')
  })

  /** axe's WCAG A/AA rules; `outsideMain` leaves out the page's article, which e2e/a11y.spec.ts checks on its own. */
  async function violations(page: Page, options: { hitLinksInOptions?: boolean; outsideMain?: boolean } = {}): Promise<string[]> {
    const check = axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    const results = await (options.outsideMain ? check.exclude('main') : check).analyze()
    return results.violations
      .map((v) => {
        // DocSearch puts each hit's link inside its listbox option (its markup, kept for native
        // link behaviour; the links are out of the tab order). Allow exactly that, nothing else.
        const nodes =
          options.hitLinksInOptions && v.id === 'nested-interactive'
            ? v.nodes.filter((n) => !/^<li class="DocSearch-Hit[^"]*"[^>]* role="option"/.test(n.html))
            : v.nodes
        return { ...v, nodes }
      })
      .filter((v) => v.nodes.length > 0)
      .map((v) => `${v.id}: ${v.help} (${v.nodes.length}×) e.g. ${v.nodes[0]?.html.slice(0, 160)}`)
  }

  /** The reader's way to dark mode: the navbar's toggle (the pages load in light mode, nothing stored). */
  async function switchToDark(page: Page): Promise<void> {
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  }

  // Each in light mode, then in dark mode in the same page: a second load, hydration and index
  // download per mode would check nothing more.
  test('the search page with results has no WCAG A/AA violations in light or dark mode', async ({ page }) => {
    // Two axe runs with the colour rules over the whole page: up to 15 s in a fresh-clone run here.
    test.setTimeout(60_000)
    await page.goto('/search?q=createSlice')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(page.getByRole('list', { name: RESULTS_LABEL })).toBeVisible()
    expect(await violations(page), 'light mode').toEqual([])
    await switchToDark(page)
    await expect(page.getByRole('list', { name: RESULTS_LABEL })).toBeVisible()
    expect(await violations(page), 'dark mode').toEqual([])
  })

  test('the open modal with results has no WCAG A/AA violations in light or dark mode', async ({ page }) => {
    test.setTimeout(60_000)
    const expectNoModalViolations = async (mode: string) => {
      await searchButton(page).click()
      await modalInput(page).fill('createSlice')
      await expect(modalHits(page).first()).toContainText('createSlice')
      await expect(modalHits(page).first().getByRole('link')).toHaveAttribute('tabindex', '-1')
      // The modal is outside the article, so the check below covers it.
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveCount(0)
      expect(await violations(page, { hitLinksInOptions: true, outsideMain: true }), `${mode} mode`).toEqual([])
    }
    await openedPage(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expectNoModalViolations('light')
    await page.keyboard.press('Escape')
    await expect(modalInput(page)).toHaveCount(0)
    await switchToDark(page)
    await expectNoModalViolations('dark')
  })
})

test.describe('hosted search (variant build with Algolia test keys)', () => {
  useVariantBuild()

  interface AlgoliaCall {
    host: string
    appId: string | null
    apiKey: string | null
    requests: Array<{ indexName: string; query: string }>
  }

  /** Answers every Algolia host from the fixture; nothing leaves the machine. */
  async function answerAlgolia(page: Page): Promise<AlgoliaCall[]> {
    const calls: AlgoliaCall[] = []
    await page.route(/^https:\/\/[^/]*\.(algolia\.net|algolianet\.com)\//i, async (route: Route) => {
      const request = route.request()
      const url = new URL(request.url())
      const body = JSON.parse(request.postData() ?? '{}') as { requests?: AlgoliaCall['requests'] }
      const requests = body.requests ?? []
      calls.push({
        host: url.host,
        appId: url.searchParams.get('x-algolia-application-id') ?? request.headers()['x-algolia-application-id'] ?? null,
        apiKey: url.searchParams.get('x-algolia-api-key') ?? request.headers()['x-algolia-api-key'] ?? null,
        requests,
      })
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ results: requests.map((r) => ({ ...FIXTURE, query: r.query, index: r.indexName })) }),
      })
    })
    return calls
  }

  function expectAlgoliaCalls(calls: AlgoliaCall[], query: string) {
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) {
      expect(call.host).toBe(`${VARIANT_ENV.ALGOLIA_APP_ID}-dsn.algolia.net`.toLowerCase())
      expect(call.appId).toBe(VARIANT_ENV.ALGOLIA_APP_ID)
      expect(call.apiKey).toBe(VARIANT_ENV.ALGOLIA_SEARCH_KEY)
      expect(call.requests.map((r) => r.indexName)).toEqual([VARIANT_ENV.ALGOLIA_INDEX_NAME])
    }
    expect(calls.map((c) => c.requests[0].query)).toContain(query)
  }

  test('the modal sends its queries to Algolia with the app id, key and index, and shows the hits', async ({ page }) => {
    const calls = await answerAlgolia(page)
    const indexRequests: string[] = []
    page.on('request', (request) => isIndexRequest(request.url()) && indexRequests.push(request.url()))
    await openedPage(page)
    await searchButton(page).click()
    await modalInput(page).fill('createSlice')
    await expect(modalHits(page).filter({ hasText: 'Fixture section answered by the test' })).toBeVisible()
    await expect(page.getByText('Hosted fixture', { exact: true })).toBeVisible()
    await expect(page.getByRole('dialog').getByText(ALGOLIA_CREDIT, { exact: true })).toBeVisible()
    expectAlgoliaCalls(calls, 'createSlice')
    expect(indexRequests).toEqual([])
  })

  test('the search page sends its query to Algolia and renders the hits safely', async ({ page }) => {
    const calls = await answerAlgolia(page)
    await page.goto('/search?q=createSlice')
    const first = page.getByRole('list', { name: RESULTS_LABEL }).getByRole('listitem').first()
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('createSlice from the hosted index')
    await expect(first.getByRole('link', { name: 'Fixture section answered by the test' })).toHaveAttribute(
      'href',
      '/api/createSlice#return-value',
    )
    // The fixture's <b> is text, not markup: highlights are escaped around the marks.
    await expect(first.getByText('A fixture paragraph about <b>createSlice</b> options', { exact: false })).toBeVisible()
    expectAlgoliaCalls(calls, 'createSlice')
  })
})
