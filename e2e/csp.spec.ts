/**
 * The site keeps working under its own response headers (src/server/headers.ts, sent by the
 * server the tests run against): every page type, loaded and used, raises no Content-Security-
 * Policy violation and logs no console error. The variant build covers the origins that are
 * allowed only when configured (Google's tag, Algolia); their requests are answered locally.
 */
import { readFileSync } from 'fs'
import path from 'path'
import { expect, test, type Page } from '@playwright/test'
import { waitForApp } from './app'
import { answerGtagLocally, docTitle, keepTrafficLocal, navbarRoute } from './runtime-support'
import { useVariantBuild } from './variant'
import { BUTTON_LABEL } from '../src/search/ui/labels'

const ALGOLIA_FIXTURE = JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'algolia-search.json'), 'utf8'))

/** Records CSP violations (reported by the page itself) and console errors from the first script on. */
async function watchProblems(page: Page, expected404: string[] = []): Promise<string[]> {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const url = message.location().url
    if (/status of 404/.test(message.text()) && expected404.some((p) => url.includes(p))) return
    problems.push(`${message.text()} at ${url}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

async function openPage(page: Page, route: string): Promise<string> {
  const response = await page.goto(route)
  await waitForApp(page)
  return response?.headers()['content-security-policy'] ?? ''
}

const searchButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: new RegExp(`^${BUTTON_LABEL}`) })

test.describe('the response headers do not break the site (main build)', () => {
  for (const route of ['/', '/api/createSlice', '/rtk-query/usage/queries', '/search?q=createSlice']) {
    test(`${route} loads under its CSP with no violation and no console error`, async ({ page }) => {
      const problems = await watchProblems(page)
      const csp = await openPage(page, route)
      expect(csp).toMatch(/script-src 'self' 'sha256-/)
      expect(csp).not.toMatch(/unsafe-eval/)
      await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click()
      expect(problems).toEqual([])
    })
  }

  test('the not-found page loads under its CSP with nothing but its own 404', async ({ page }) => {
    const problems = await watchProblems(page, ['/no/such/page'])
    const csp = await openPage(page, '/no/such/page')
    expect(csp).toMatch(/script-src 'self' 'sha256-/)
    expect(problems).toEqual([])
  })

  test('client-side navigation and the embedded search modal work under the CSP', async ({ page }) => {
    const problems = await watchProblems(page)
    await openPage(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click()
    // The API page itself, not the home page's own h1, before the search button is clicked.
    await expect(page.getByRole('heading', { level: 1, name: docTitle(navbarRoute('API')) })).toBeVisible()
    await searchButton(page).click()
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('createSlice')
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    expect(problems).toEqual([])
  })
})

test.describe('the response headers do not break the site (variant build: analytics and Algolia)', () => {
  useVariantBuild()

  test('pages, analytics and the hosted search modal work under the CSP', async ({ page, context }) => {
    const outside = await keepTrafficLocal(context)
    const gtag = await answerGtagLocally(context)
    await page.route(/^https:\/\/[^/]*\.(algolia\.net|algolianet\.com)\//i, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { requests?: Array<{ query: string; indexName: string }> }
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ results: (body.requests ?? []).map((r) => ({ ...ALGOLIA_FIXTURE, query: r.query, index: r.indexName })) }),
      })
    })
    const problems = await watchProblems(page)
    for (const route of ['/', '/api/createSlice', '/search?q=createSlice']) {
      const csp = await openPage(page, route)
      expect(csp).toContain('https://www.googletagmanager.com')
      expect(csp).toMatch(/connect-src [^;]*algolia\.net/)
    }
    expect(gtag.length).toBeGreaterThan(0)
    await searchButton(page).click()
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('createSlice')
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    expect(problems).toEqual([])
    expect(outside).toEqual([])
  })
})
