/**
 * Gatsby's runtime on demand (src/runtimeStart/starter.ts, src/runtimeStart/deferScripts.ts): a first
 * visit is static HTML and runs none of Gatsby's scripts until the reader shows intent; what the
 * reader does before React has taken over still happens. Requests are held with `gate` so
 * "before the runtime has loaded" is a state the test controls, not a race.
 */
import { expect, test, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../src/browser/siteStarted'
import { RUNTIME_DATA_ID } from '../src/runtimeStart/switch'
import { gate, markDocument, recordRequests, requestedPaths, sentinel, withoutCursorOnPage } from './runtime-support'
import { VERSION_MENU_LABEL } from '../src/versions/labels'
import { BUTTON_LABEL } from '../src/search/ui/labels'
import { SEARCH_MODAL_API, SEARCH_MODAL_ENTRY } from '../src/search/ui/modalLoader'

/** Gatsby's app chunk (not app-libraries), the last script the runtime needs. */
const isAppChunk = (url: URL) => /^\/app-[0-9a-f]+\.js$/.test(url.pathname)
/** The search modal entry's own chunk. */
const isSearchModalChunk = (url: URL) => new RegExp(`^/${SEARCH_MODAL_ENTRY}-[0-9a-f]+\\.js$`).test(url.pathname)

const hydrated = (page: Page) => page.locator(`html[${HYDRATED_ATTRIBUTE}]`)

/** The script elements in the document, and the runtime's script list from the data block. */
function scriptState(page: Page) {
  return page.evaluate((id) => {
    const data = document.getElementById(id)
    return {
      withSrc: Array.from(document.querySelectorAll('script[src]'), (script) => new URL((script as HTMLScriptElement).src).pathname),
      listed: data ? (JSON.parse(data.textContent ?? '[]') as string[]) : null,
    }
  }, RUNTIME_DATA_ID)
}

test.describe('Gatsby runtime on the first interaction', () => {
  test('a first load runs no script file until the reader interacts; then the runtime starts and hydrates the page', async ({ page }) => {
    const requests = recordRequests(page)
    await withoutCursorOnPage(page)
    await page.goto('/api/createSlice')
    const before = await scriptState(page)
    expect(before.withSrc).toEqual([])
    expect(before.listed).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-[0-9a-f]+\.js$/)]))
    // Every request so far is in: none of them asked for a script file (not even a prefetch).
    const upTo = await sentinel(page, requests)
    expect(requestedPaths(requests.slice(0, upTo)).filter((p) => p.endsWith('.js'))).toEqual([])
    await expect(hydrated(page)).toHaveCount(0)

    await page.mouse.move(200, 300)
    await expect(hydrated(page)).toHaveCount(1)
    expect((await scriptState(page)).withSrc).toEqual(expect.arrayContaining(before.listed!))
  })

  test("a click on one of React's controls before the page has hydrated takes effect once it has", async ({ page }) => {
    const app = await gate(page, isAppChunk)
    await page.goto('/api/createSlice')
    const versions = page.getByRole('button', { name: new RegExp(`^${VERSION_MENU_LABEL}`) })
    await versions.click() // moves the pointer first: the runtime starts, its app chunk is held
    await app.arrived
    await expect(hydrated(page)).toHaveCount(0)
    await expect(versions).toHaveAttribute('aria-expanded', 'false')

    app.release()
    await expect(hydrated(page)).toHaveCount(1)
    await expect(versions).toHaveAttribute('aria-expanded', 'true')
  })

  test('a click on a control the page script owns answers at once, and is not replayed after hydration', async ({ page }) => {
    const app = await gate(page, isAppChunk)
    await page.goto('/api/createSlice')
    const html = page.locator('html')
    const before = await html.getAttribute('data-theme')
    await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click()
    await app.arrived
    const after = before === 'dark' ? 'light' : 'dark'
    await expect(html).toHaveAttribute('data-theme', after)
    app.release()
    await expect(hydrated(page)).toHaveCount(1)
    await expect(html).toHaveAttribute('data-theme', after)
  })

  test('search answers at once without the runtime, and the modal takes over what was typed', async ({ page }) => {
    const modal = await gate(page, isSearchModalChunk)
    await withoutCursorOnPage(page)
    await page.goto('/api/createSlice')
    await page.keyboard.press('ControlOrMeta+k')
    await modal.arrived
    const early = page.getByRole('dialog', { name: BUTTON_LABEL })
    await expect(early.getByRole('searchbox', { name: BUTTON_LABEL })).toBeFocused()
    await page.keyboard.type('createSl')
    modal.release()
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('createSl')
    await expect(early).toBeHidden()
    await expect(page.getByRole('option').first()).toBeVisible()
    // Search needed none of Gatsby's runtime, and did not start it.
    expect(await scriptState(page).then((state) => state.withSrc.filter((src) => /^\/app-[0-9a-f]+\.js$/.test(src)))).toEqual([])
    await expect(hydrated(page)).toHaveCount(0)
  })

  test('a tap on search focuses a field at once; Escape there means the modal does not open later', async ({ page }) => {
    const modal = await gate(page, isSearchModalChunk)
    await page.goto('/api/createSlice')
    await page.getByRole('button', { name: new RegExp(`^${BUTTON_LABEL}`) }).click()
    await modal.arrived
    const early = page.getByRole('dialog', { name: BUTTON_LABEL })
    await expect(early.getByRole('searchbox')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(early).toBeHidden()
    modal.release()
    await page.waitForFunction((key) => key in window, SEARCH_MODAL_API)
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveCount(0)
  })

  test('with the modal never arriving, the early search field still finds results on the search page', async ({ page }) => {
    await gate(page, isSearchModalChunk) // never released
    await page.goto('/api/createSlice')
    await page.getByRole('button', { name: new RegExp(`^${BUTTON_LABEL}`) }).click()
    await page.keyboard.type('entity adapter')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=entity\+adapter$/)
  })

  test('a link followed before the runtime has loaded is an ordinary page load of the static page', async ({ page }) => {
    await gate(page, isAppChunk) // never released: the runtime cannot start on this page
    await page.goto('/api/createSlice')
    await markDocument(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Getting Started', exact: true }).click()
    await expect(page).toHaveURL(/\/introduction\/getting-started$/)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __marked?: boolean }).__marked)).toBeUndefined()
  })

  test('a reader who scrolls before the runtime starts stays where they scrolled to', async ({ page }) => {
    await page.goto('/api/createSlice#options')
    const hashTop = () => page.evaluate(() => document.getElementById('options')!.getBoundingClientRect().top)
    await expect.poll(hashTop).toBeLessThan(200) // the browser went to the hash by itself
    await page.mouse.move(400, 400)
    await page.mouse.wheel(0, 2000) // starts the runtime too
    await expect(hydrated(page)).toHaveCount(1)
    await expect.poll(hashTop).toBeLessThan(-1000)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })
})
