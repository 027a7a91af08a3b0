/**
 * The wrong-base-URL banner (spec/SPEC.md §2, §9): only the home page's HTML carries it, only with
 * the option on (the main build; the variant build turns it off), and it shows only when the
 * site's JavaScript failed to start. Scripts are made to fail by answering them with 404s, as a
 * host does when the site was built for another base URL.
 */
import { expect, test, type Page } from '@playwright/test'
import { BANNER_ID } from '../src/browser/baseUrlBanner'
import { answerGtagLocally, keepTrafficLocal, site, waitForApp } from './runtime-support'
import { useVariantBuild } from './variant'

const BANNER_TITLE = 'This site did not load properly.'

/** Every script of the site answers 404, as under a wrong base URL. */
async function breakScripts(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  )
}

/** The banner's alert region, when it shows its content. */
const banner = (page: Page) => page.getByRole('alert').filter({ has: page.getByText(BANNER_TITLE) })
const bannerTitle = (page: Page) => page.getByText(BANNER_TITLE)

/** Whether a built page's HTML carries the banner at all. */
const carriesBanner = (html: string) => html.includes(`id="${BANNER_ID}"`) || html.includes(BANNER_TITLE)

test.describe('7. base-URL banner (option on: the main build)', () => {
  test('the normal home page shows no banner', async ({ page }) => {
    await page.goto('/') // resolves after the load event, when the banner script decides
    await waitForApp(page)
    expect(carriesBanner(await page.content())).toBe(true)
    await expect(bannerTitle(page)).toBeHidden()
  })

  test('the home page whose scripts fail shows the banner with the configured base URL and the current path', async ({ page }) => {
    await breakScripts(page)
    await page.goto('/')
    await expect(bannerTitle(page)).toBeVisible()
    await expect(banner(page)).toContainText(`configured for the base URL ${site.baseUrl}`)
    await expect(banner(page)).toContainText('We suggest trying the base URL /:')
    // The page itself is still readable: the HTML carries the content.
    await expect(page.getByRole('heading', { level: 1, name: site.title })).toBeVisible()
  })

  test('the home page served under another path (a wrong base URL) suggests that path', async ({ page, request }) => {
    const home = await (await request.get('/')).text()
    // A host serving the build under /docs/: the HTML arrives, the scripts (still asked for at /) do not.
    await page.route(
      (url) => url.pathname === '/docs/',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: home }),
    )
    await breakScripts(page)
    await page.goto('/docs/')
    await expect(bannerTitle(page)).toBeVisible()
    await expect(banner(page)).toContainText(`configured for the base URL ${site.baseUrl}`)
    await expect(banner(page)).toContainText('We suggest trying the base URL /docs:')
  })

  test('other pages never carry it, even when their scripts fail', async ({ page, request }) => {
    for (const path of ['/introduction/getting-started', '/api/createSlice', '/no/such/page']) {
      expect(carriesBanner(await (await request.get(path)).text()), path).toBe(false)
    }
    await breakScripts(page)
    await page.goto('/api/createSlice')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(bannerTitle(page)).toHaveCount(0)
  })
})

test.describe('7. base-URL banner (option off: the variant build)', () => {
  useVariantBuild()

  test('the home page does not carry it, and a failed start shows nothing', async ({ page, context, request }) => {
    const outside = await keepTrafficLocal(context)
    await answerGtagLocally(context)
    expect(carriesBanner(await (await request.get('/')).text())).toBe(false)
    await breakScripts(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: site.title })).toBeVisible()
    await expect(bannerTitle(page)).toHaveCount(0)
    expect(outside).toEqual([])
  })
})
