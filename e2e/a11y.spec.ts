import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { SPEC_DOC_ROUTES, isWritten } from './spec-routes'
import { COLOR_MODE_STORAGE_KEY } from '../src/colorMode/colorMode'
import { storeBeforeLoad } from './app'

/**
 * Off-screen code blocks and tables are rendered only when they near the viewport
 * (`content-visibility: auto`); axe's contrast check reads the rendered page, so the test renders
 * them all first. Colours, names and roles are the same either way.
 */
async function renderDeferredBlocks(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
}

/**
 * axe's WCAG 2 A/AA rules (contrast included) and its best-practice rules. The pages have no
 * frames, so axe runs in the page itself (legacy mode) rather than finishing its run in a second,
 * blank page, and reports violations only: together about 40 % less time on the long pages
 * (measured on /api/other-exports: 17.7 s → 11.3 s), for the same rules on the same elements.
 * The code blocks' contents (thousands of token spans) are left out: their colours are checked
 * for every token class the build uses by postbuild/token-contrast.test.ts, and the block itself
 * (its copy button, its tabs) is still checked here. createApi and other-exports in both modes
 * took 33 s instead of 50 s (2026-11-26).
 */
function fullCheck(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('pre')
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
}

/** Every page, in both colour modes. */
const PAGES = ['/', ...SPEC_DOC_ROUTES, '/no/such/page']

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    for (const path of PAGES) {
      test(`${path} has no WCAG A/AA or best-practice violations`, async ({ page }) => {
        test.skip(SPEC_DOC_ROUTES.includes(path) && !isWritten(path), `page not written yet: content/docs${path}.mdx`)
        // axe on the longest reference page (8 900 elements) took 12–25 s in a fresh-clone run on this 2-core machine.
        test.setTimeout(90_000)
        await storeBeforeLoad(page, COLOR_MODE_STORAGE_KEY, mode)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
        await renderDeferredBlocks(page)
        const results = await fullCheck(page).analyze()
        const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}×) e.g. ${v.nodes[0]?.html.slice(0, 160)}`)
        expect(summary).toEqual([])
      })
    }
  })
}

test.describe('landmarks and tabs', () => {
  for (const path of ['/rtk-query/api/createApi', '/introduction/getting-started', '/api/other-exports']) {
    test(`${path}: landmarks of one role have distinct names; every tab and its panel name each other`, async ({ page }) => {
      test.setTimeout(60_000) // other-exports has over a hundred tabs, each checked in turn
      await page.goto(path)
      const results = await new AxeBuilder({ page }).withRules(['landmark-unique', 'aria-valid-attr-value']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual([])
      const tabs = page.getByRole('tab')
      expect(await tabs.count()).toBeGreaterThan(0)
      for (const tab of await tabs.all()) {
        const id = await tab.getAttribute('id')
        const controls = await tab.getAttribute('aria-controls')
        expect(id, 'a tab has an id').toBeTruthy()
        expect(controls, 'a tab names its panel').toBeTruthy()
        const panel = page.locator(`[id="${controls}"]`)
        await expect(panel).toHaveAttribute('role', 'tabpanel')
        await expect(panel).toHaveAttribute('aria-labelledby', id!)
      }
    })
  }
})
