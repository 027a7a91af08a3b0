/**
 * Page-view analytics (spec/SPEC.md §1, §2, §7) through gatsby-plugin-google-gtag: no analytics code
 * at all without GA_TRACKING_ID (the main build); with it (the variant build) exactly one
 * page_view per route change, the first load included (sent by the page before Gatsby's runtime
 * starts; the runtime drops the analytics plugin's second one), carrying the page's path. The gtag.js
 * request is answered locally; every other request that would leave the machine is blocked
 * and reported.
 */
import { expect, test, type Page } from '@playwright/test'
import { answerGtagLocally, keepTrafficLocal, navbarRoute, waitForApp, withoutCursorOnPage } from './runtime-support'
import { VARIANT_ENV, useVariantBuild } from './variant'

type GtagCall = unknown[]

/** Every gtag() call so far, in order (gtag queues its arguments in window.dataLayer). */
function gtagCalls(page: Page): Promise<GtagCall[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  )
}

const pageViews = (calls: GtagCall[]) =>
  calls.filter((c) => c[0] === 'event' && c[1] === 'page_view').map((c) => (c[2] as { page_path?: string } | undefined)?.page_path)

/** Lets anything the plugin scheduled for the last route update run (it waits two frames and a task). */
async function flushPluginTimers(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))))
}

test.describe('8. analytics off (no GA_TRACKING_ID: the main build)', () => {
  test('no analytics code is in the page at all', async ({ page, context, request }) => {
    const outside = await keepTrafficLocal(context)
    for (const path of ['/', '/introduction/getting-started', '/no/such/page']) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toMatch(/googletagmanager|gtag\(|dataLayer/)
    }
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Getting Started', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${navbarRoute('Getting Started')}$`))
    expect(
      await page.evaluate(() => [typeof (window as { gtag?: unknown }).gtag, typeof (window as { dataLayer?: unknown }).dataLayer]),
    ).toEqual(['undefined', 'undefined'])
    expect(outside).toEqual([])
  })
})

test.describe('8. analytics on (GA_TRACKING_ID set: the variant build)', () => {
  useVariantBuild()

  test('the first load and three navigations send exactly four page views with their paths', async ({ page, context }) => {
    const outside = await keepTrafficLocal(context)
    const answered = await answerGtagLocally(context)
    await withoutCursorOnPage(page)
    await page.goto('/')
    // The first load is counted by the page itself, before (and without) Gatsby's runtime, which
    // starts on the reader's first interaction (src/runtimeStart/starter.ts).
    await expect.poll(async () => pageViews(await gtagCalls(page))).toEqual(['/'])
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="/app-"]').length)).toBe(0)
    await waitForApp(page)
    expect(answered).toEqual([`https://www.googletagmanager.com/gtag/js?id=${VARIANT_ENV.GA_TRACKING_ID}`])
    const nav = page.getByRole('navigation', { name: 'Main' })
    const visited = ['/']
    for (const label of ['Getting Started', 'Tutorials', 'API']) {
      await nav.getByRole('link', { name: label, exact: true }).click()
      const route = navbarRoute(label)
      await expect(page).toHaveURL(new RegExp(`${route}$`))
      visited.push(route)
      await expect.poll(async () => pageViews(await gtagCalls(page))).toEqual(visited)
    }
    await flushPluginTimers(page)
    const calls = await gtagCalls(page)
    expect(pageViews(calls)).toEqual(['/', navbarRoute('Getting Started'), navbarRoute('Tutorials'), navbarRoute('API')])
    // The config call carries the id and turns gtag's own automatic page view off (no doubles).
    expect(calls.filter((c) => c[0] === 'config')).toEqual([
      ['config', VARIANT_ENV.GA_TRACKING_ID, expect.objectContaining({ send_page_view: false })],
    ])
    expect(outside).toEqual([])
  })
})
