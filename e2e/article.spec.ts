/**
 * The article body is HTML rendered at build time: React hydrates the layout around it on a first
 * visit and inserts the next page's article after a client-side navigation, but never renders or
 * walks what is inside. The article's behaviour (sample tabs, other tabs, copy buttons, heading
 * links, links to other pages) works the same on a first load and after a navigation.
 *
 * "React owns an element" is read from the element itself: React attaches its fiber to every DOM
 * node it renders or hydrates (a `__reactFiber$…` property), and to no other.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { clickInView, gotoApp } from './app'
import {
  disableInViewPrefetch,
  docTitle,
  GATSBY_PREFETCH_BATCH_DELAY_MS,
  pageResources,
  recordRequests,
  requestedPaths,
} from './runtime-support'

const reactOwns = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))

/** Marks the window; a full page load loses the mark, a client-side navigation keeps it. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true))
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

/** The behaviours every article has, checked on whatever page is on screen. */
async function checkSampleTabsAndCopy(page: Page): Promise<void> {
  const main = page.getByRole('main')
  // Sample tabs: one choice for every sample, arrow keys move it.
  await main.getByRole('tab', { name: 'JavaScript' }).first().click()
  await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).first()).toBeVisible()
  await expect(main.getByRole('tabpanel', { name: 'TypeScript' }).first()).toBeHidden()
  for (const tab of await main.getByRole('tab', { name: 'JavaScript' }).all()) await expect(tab).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(main.getByRole('tab', { name: 'TypeScript' }).first()).toBeFocused()
  await expect(main.getByRole('tab', { name: 'TypeScript' }).last()).toHaveAttribute('aria-selected', 'true')
  await expect(main.getByRole('tabpanel', { name: 'TypeScript' }).last()).toBeVisible()

  // Copy button: copies exactly the sample's text and says so.
  const block = main.getByRole('tabpanel', { name: 'TypeScript' }).first()
  await block.hover()
  const copy = block.getByRole('button', { name: 'Copy code to clipboard' })
  await copy.click()
  await expect(copy).toHaveText('Copied')
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(((await block.locator('pre').textContent()) ?? '').trim())
}

test.describe('article body', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })

  test('a first load hydrates the layout but not the article, and the article works', async ({ page }) => {
    await gotoApp(page, '/api/createSlice')
    const main = page.getByRole('main')
    // React hydrated the page: the title and the table of contents are its elements...
    expect(await reactOwns(page.getByRole('heading', { level: 1, name: 'createSlice' }))).toBe(true)
    expect(await reactOwns(page.getByRole('navigation', { name: 'On this page' }))).toBe(true)
    // ...and none of the article body's.
    expect(await reactOwns(main.getByRole('heading', { level: 2, name: 'Options', exact: true }))).toBe(false)
    expect(await reactOwns(main.getByRole('tab', { name: 'TypeScript' }).first())).toBe(false)
    expect(await reactOwns(main.getByRole('button', { name: 'Copy code to clipboard' }).first())).toBe(false)
    expect(await reactOwns(main.getByRole('region').first())).toBe(false)
    const unowned = await page.getByRole('article').evaluate((article) => {
      const body = article.querySelector('h2')!.closest('[data-article]')!
      return [...body.querySelectorAll('*')].filter((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))).length
    })
    expect(unowned).toBe(0)

    await checkSampleTabsAndCopy(page)

    const link = main.getByRole('link', { name: 'Link to the section “Options”', exact: true })
    await link.click()
    await expect(page).toHaveURL(/\/api\/createSlice#options$/)
    await expect(main.getByRole('heading', { level: 2, name: 'Options', exact: true })).toBeInViewport()
  })

  test('after a client-side navigation the article is inserted as HTML, and it works the same', async ({ page }) => {
    await gotoApp(page, '/api/createAction')
    await markWindow(page)
    // The reader's sample language, chosen before the navigation, holds on the next page.
    await page.getByRole('main').getByRole('tab', { name: 'JavaScript' }).first().click()
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'createSlice', exact: true }).click()
    await expect(page).toHaveURL(/\/api\/createSlice$/)
    await expect(page.getByRole('heading', { level: 1, name: 'createSlice' })).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
    const main = page.getByRole('main')
    await expect(main.getByRole('tab', { name: 'JavaScript' }).last()).toHaveAttribute('aria-selected', 'true')
    await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).last()).toBeVisible()
    await main.getByRole('tab', { name: 'TypeScript' }).first().click()
    // React rendered the new page's layout, and inserted its article without rendering inside it.
    expect(await reactOwns(page.getByRole('heading', { level: 1, name: 'createSlice' }))).toBe(true)
    expect(await reactOwns(main.getByRole('heading', { level: 2, name: 'Options', exact: true }))).toBe(false)
    expect(await reactOwns(main.getByRole('tab', { name: 'TypeScript' }).first())).toBe(false)

    await checkSampleTabsAndCopy(page)
  })

  test('other tabs switch by click and arrow keys on a first load and after a navigation', async ({ page }) => {
    const check = async () => {
      const tablist = page
        .getByRole('main')
        .getByRole('tablist')
        .filter({ has: page.getByRole('tab', { name: 'yarn' }) })
      await expect(tablist.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true')
      await clickInView(tablist.getByRole('tab', { name: 'yarn' }))
      await expect(tablist.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('main').getByRole('tabpanel', { name: 'yarn' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('tabpanel', { name: 'npm' })).toBeHidden()
      await page.keyboard.press('ArrowRight')
      await expect(tablist.getByRole('tab', { name: 'pnpm' })).toBeFocused()
      await expect(tablist.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('main').getByRole('tabpanel', { name: 'pnpm' })).toBeVisible()
    }
    await gotoApp(page, '/introduction/getting-started')
    await check()
    await markWindow(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click()
    await expect(page).toHaveURL(/\/api\//)
    // The address changes before the new page is drawn; going back before that would return to
    // the same, never-left page with its tabs as they were.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(docTitle('/introduction/getting-started'))
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: docTitle('/introduction/getting-started') })).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
    expect(await reactOwns(page.getByRole('main').getByRole('tab', { name: 'npm', exact: true }))).toBe(false)
    await check()
  })

  test('links to other pages inside the article preload on pointer rest and navigate without reloading', async ({ page }) => {
    await disableInViewPrefetch(page)
    const requests = recordRequests(page)
    await gotoApp(page, '/api/createSlice')
    await markWindow(page)
    // The Immer guide's sidebar category is closed, so no other link to it is in view.
    const link = page.getByRole('article').getByRole('link', { name: 'Immer', exact: true }).first()
    await expect(link).toHaveAttribute('href', /\/usage\/immer-reducers$/)
    const target = pageResources('/usage/immer-reducers')
    expect(requestedPaths(requests)).not.toContain(target.data)
    await link.hover()
    await expect.poll(() => requestedPaths(requests)).toEqual(expect.arrayContaining([target.data, ...target.chunks]))
    await link.click()
    await expect(page).toHaveURL(/\/usage\/immer-reducers$/)
    await expect(page.getByRole('heading', { level: 1, name: docTitle('/usage/immer-reducers') })).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
  })

  test('links to other pages inside the article prefetch their page once in view', async ({ page }) => {
    await page.clock.install()
    const requests = recordRequests(page)
    await gotoApp(page, '/api/createSlice')
    // Gatsby batches in-view prefetches seconds apart: the test moves the page's clock past that.
    await page.clock.fastForward(GATSBY_PREFETCH_BATCH_DELAY_MS * 3)
    await page.clock.runFor(GATSBY_PREFETCH_BATCH_DELAY_MS)
    await expect.poll(() => requestedPaths(requests)).toContain(pageResources('/usage/immer-reducers').data)
  })
})
