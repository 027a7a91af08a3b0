import { expect, test } from '@playwright/test'
import { gotoApp, storedValue } from './app'
import { CODE_LANGUAGE_STORAGE_KEY } from '../src/components/CodeTabs/language'

const PAGE = '/api/createSlice'

test.describe('TypeScript / JavaScript samples', () => {
  test('one choice switches every sample, persists across pages and reloads, with no flash', async ({ page }) => {
    await gotoApp(page, PAGE)
    const main = page.getByRole('main')
    const tsTabs = main.getByRole('tab', { name: 'TypeScript' })
    const jsTabs = main.getByRole('tab', { name: 'JavaScript' })
    expect(await tsTabs.count()).toBeGreaterThan(1)
    await expect(tsTabs.first()).toHaveAttribute('aria-selected', 'true')
    const firstTs = main.getByRole('tabpanel', { name: 'TypeScript' }).first()
    const firstJs = main.getByRole('tabpanel', { name: 'JavaScript' }).first()
    await expect(firstTs).toBeVisible()
    await expect(firstJs).toBeHidden()

    await jsTabs.first().click()
    await expect(firstJs).toBeVisible()
    await expect(firstTs).toBeHidden()
    // Every sample on the page follows the one choice.
    await expect(main.getByRole('tabpanel', { name: 'TypeScript' }).last()).toBeHidden()
    await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).last()).toBeVisible()
    for (const tab of await jsTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true')

    // The generated JavaScript has no type syntax left.
    const js = (await firstJs.textContent()) ?? ''
    expect(js).not.toMatch(/\binterface\b|PayloadAction|: string/)
    expect(js).toContain('createSlice')

    // Before any script runs, the stored choice is already applied.
    await page.route('**/*.js', (route) => route.abort())
    await page.reload()
    await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).first()).toBeVisible()
    await expect(main.getByRole('tabpanel', { name: 'TypeScript' }).first()).toBeHidden()
    await page.unroute('**/*.js')

    await gotoApp(page, '/api/createAction')
    await expect(page.getByRole('main').getByRole('tab', { name: 'JavaScript' }).first()).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('main').getByRole('tab', { name: 'JavaScript' }).first().focus()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('main').getByRole('tab', { name: 'TypeScript' }).first()).toBeFocused()
    expect(await storedValue(page, CODE_LANGUAGE_STORAGE_KEY)).toBe('ts')
  })
})

test.describe('TypeScript / JavaScript samples without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('both versions are readable', async ({ page }) => {
    await page.goto(PAGE)
    const main = page.getByRole('main')
    await expect(main.getByRole('tabpanel', { name: 'TypeScript' }).first()).toBeVisible()
    await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).first()).toBeVisible()
    // The controls that need a script are not offered (src/components/noScript.ts); each sample says its language.
    await expect(main.getByRole('tab')).toHaveCount(0)
    await expect(main.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(0)
    await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).first().getByText('JavaScript', { exact: true })).toBeVisible()
  })

  test('with scripts, one language shows before any script has run: the page is drawn as it will stay', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: true })
    const page = await context.newPage()
    // Nothing of the site's runs: the first paint is the stylesheet's alone.
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      (route) => route.abort(),
    )
    await page.goto(PAGE)
    const main = page.getByRole('main')
    await expect(main.getByRole('tabpanel', { name: 'TypeScript' }).first()).toBeVisible()
    await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).first()).toBeHidden()
    await expect(main.getByRole('tab', { name: 'TypeScript' }).first()).toBeVisible()
    await context.close()
  })
})
