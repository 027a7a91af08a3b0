import { expect, test } from '@playwright/test'
import { copyPageStatus, gotoApp } from './app'

/** "Copy page" and "View as Markdown" on a doc page. */
const ROUTE = '/api/createSlice'

test.describe('Copy page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  })

  test('puts exactly the page\'s Markdown twin on the clipboard and announces "Copied"', async ({ page, request }) => {
    const twin = await (await request.get(`${ROUTE}.md`)).text()
    await gotoApp(page, ROUTE)
    const status = copyPageStatus(page)
    await expect(status).toHaveText('')
    const fetched = page.waitForRequest((req) => req.url().endsWith(`${ROUTE}.md`))
    await page.getByRole('button', { name: 'Copy page' }).click()
    await fetched
    await expect(status).toHaveText('Copied')
    await expect(status).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin)
  })

  test('the Markdown is not part of the page: it is fetched only on click', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (req) => requested.push(req.url()))
    await gotoApp(page, ROUTE)
    expect(requested.filter((url) => url.endsWith('.md'))).toEqual([])
  })

  test('works from the keyboard', async ({ page }) => {
    await gotoApp(page, ROUTE)
    await page.evaluate(() => navigator.clipboard.writeText('before'))
    await page.getByRole('link', { name: 'View as Markdown' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(copyPageStatus(page)).toHaveText('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# createSlice\n/)
  })

  test('a failed download says so and points to the link', async ({ page }) => {
    await page.route(`**${ROUTE}.md`, (route) => route.fulfill({ status: 503, body: 'down' }))
    await gotoApp(page, ROUTE)
    await page.getByRole('button', { name: 'Copy page' }).click()
    const status = copyPageStatus(page)
    await expect(status).toHaveText("Could not load the page's Markdown (the server answered 503). Use View as Markdown instead.")
    await expect(status).toBeVisible()
    await page.unroute(`**${ROUTE}.md`)
    await page.route(`**${ROUTE}.md`, (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Copy page' }).click()
    await expect(status).toHaveText(/^Could not load the page's Markdown \(.+\)\. Use View as Markdown instead\.$/)
  })

  test('a refused clipboard says so', async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
      Object.defineProperty(navigator, 'clipboard', { value: { write: refuse, writeText: refuse, readText: refuse } })
    })
    await gotoApp(page, ROUTE)
    await page.getByRole('button', { name: 'Copy page' }).click()
    await expect(copyPageStatus(page)).toHaveText(
      'The browser did not allow copying to the clipboard. Use View as Markdown and copy the text from there.',
    )
  })
})

test.describe('View as Markdown without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the link opens the twin; the button, which needs JavaScript, is not offered', async ({ page, request }) => {
    const twin = await (await request.get(`${ROUTE}.md`)).text()
    await page.goto(ROUTE)
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeHidden()
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith(`${ROUTE}.md`)),
      page.getByRole('link', { name: 'View as Markdown' }).click(),
    ])
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    await expect(page).toHaveURL(new RegExp(`${ROUTE}\\.md$`))
    // Chromium shows a text document as one <pre>: its text is the file's, byte for byte.
    expect(await page.locator('pre').textContent()).toBe(twin)
  })
})
