/**
 * Reference tables read well on a desk and on a phone: a table wider than its column scrolls
 * inside its own named, keyboard-focusable region instead of widening the page.
 */
import { expect, test } from '@playwright/test'
import { COLOR_MODE_STORAGE_KEY } from '../src/colorMode/colorMode'
import { renderDeferredBlocks, storeBeforeLoad } from './app'
import { BUTTON_LABEL } from '../src/search/ui/labels'

// That no name in a table cell breaks inside the word is checked on every page by its test in
// e2e/a11y.spec.ts (one load per page for every page check).
for (const width of [1280, 390]) {
  test.describe(`tables at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the widest tables scroll inside a named region the keyboard can reach, not the page', async ({ page }) => {
      for (const route of ['/rtk-query/api/createApi', '/rtk-query/api/created-api/hooks', '/api/configureStore']) {
        await page.goto(route)
        const regions = page.getByRole('main').getByRole('region')
        expect(await regions.count()).toBeGreaterThan(0)
        for (const region of await regions.all()) {
          await expect(region).toHaveAttribute('tabindex', '0')
          expect(await region.getAttribute('aria-label')).toMatch(/\S/)
        }
        await renderDeferredBlocks(page) // the sections' paint containment would hide an overflowing table
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      }
    })
  })
}

test('the search button shows its key hints on the line of its label, in both colour modes', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await storeBeforeLoad(page, COLOR_MODE_STORAGE_KEY, theme)
    await page.goto('/api/createSlice')
    const button = page.getByRole('button', { name: new RegExp(`^${BUTTON_LABEL}`) })
    const box = async (selector: string) => (await button.locator(selector).first().boundingBox())!
    const label = await box('.DocSearch-Button-Placeholder')
    const middle = (b: { y: number; height: number }) => b.y + b.height / 2
    for (const key of await button.locator('kbd').all()) {
      const k = (await key.boundingBox())!
      expect(Math.abs(middle(k) - middle(label))).toBeLessThanOrEqual(2)
      // The hint's text ("Ctrl", "⌘", "K") fits inside its key.
      expect(await key.evaluate((el) => getComputedStyle(el, '::before').content.length > 2 && el.scrollWidth <= el.clientWidth)).toBe(true)
    }
  }
})
