/**
 * Reference tables read well on a desk and on a phone: a name in a table cell (a one-word code
 * span) is never broken across lines, and a table wider than its column scrolls inside its own
 * named, keyboard-focusable region instead of widening the page.
 */
import { expect, test } from '@playwright/test'
import { loadSidebars } from '../src/content/loadSidebars'
import { sidebarEntries } from '../src/content/sidebar'
import { routeOfDocId } from '../src/content/routes'
import { COLOR_MODE_STORAGE_KEY } from '../src/colorMode/colorMode'
import { renderDeferredBlocks, storeBeforeLoad } from './app'
import { BUTTON_LABEL } from '../src/search/ui/labels'

const ROUTES = sidebarEntries(loadSidebars()).map((entry) => routeOfDocId(entry.docId))

for (const width of [1280, 390]) {
  test.describe(`tables at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('no one-word code span in a table cell of any doc page breaks across lines', async ({ page }) => {
      test.setTimeout(120_000)
      const broken: string[] = []
      let spans = 0
      for (const route of ROUTES) {
        await page.goto(route)
        const found = await page.evaluate(() => {
          const names = Array.from(document.querySelectorAll('main td code, main th code')).filter(
            (code) => !/\s/.test(code.textContent ?? ''),
          )
          // A span laid out on two lines has two boxes.
          return { count: names.length, broken: names.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent) }
        })
        spans += found.count
        broken.push(...found.broken.map((name) => `${route}: ${name}`))
      }
      expect(spans).toBeGreaterThan(500)
      expect(broken).toEqual([])
    })

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
