/**
 * Opening a page the way a reader uses it: the static HTML is visible at once; Gatsby's runtime
 * starts on the reader's first interaction (src/runtimeStart/starter.ts), and the buttons answer once
 * React has hydrated the page. Tests that need the runtime give that interaction (an Escape key
 * press, which does nothing when nothing is open; a modifier alone does not start the runtime) and wait for the hydration (the `data-hydrated` attribute the
 * site sets, src/browser/siteStarted.ts) instead of racing it.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../src/browser/siteStarted'
import { BUTTON_LABEL } from '../src/search/ui/labels'

export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' })
}

export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForApp(page)
}

/**
 * Off-screen sections, code blocks and tables are laid out only when they near the viewport
 * (`content-visibility: auto`, which also clips what overflows them): tests that read every
 * block's boxes, rendered colours or the page's width lay them all out first. Colours, names and
 * roles are the same either way.
 */
export async function renderDeferredBlocks(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
}

/** Stores a value under one of the site's localStorage keys before any page script runs (every page of the test). */
export async function storeBeforeLoad(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, value] as const)
}

/** What the site stored under a localStorage key. */
export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key)
}

/** Copy page's announcement: the status beside its button (the article's Run buttons have their own). */
export function copyPageStatus(page: Page) {
  return page.getByRole('button', { name: 'Copy page' }).locator('xpath=..').getByRole('status')
}

/**
 * WCAG 1.4.10 (reflow) at the page's current width: the page never scrolls sideways and the navbar
 * keeps its tools (search, colour mode, the logo link home) on screen.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(widths.scroll, 'page width beyond the viewport').toBeLessThanOrEqual(widths.client)
  for (const name of [new RegExp(`^${BUTTON_LABEL}`), /^Switch to (dark|light) mode$/]) {
    const box = await page.getByRole('banner').getByRole('button', { name }).boundingBox()
    expect(box, String(name)).not.toBeNull()
    expect(box!.x + box!.width, String(name)).toBeLessThanOrEqual(widths.client)
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Redux Toolkit' })).toBeVisible()
}

/**
 * A name in a table cell (a one-word code span) is never broken across lines at the page's
 * current width, and the page has at least `atLeast` of them. A span laid out on two lines has two boxes.
 */
export async function expectNamesWhole(page: Page, atLeast: number): Promise<void> {
  const found = await page.evaluate(() => {
    const names = Array.from(document.querySelectorAll('main td code, main th code')).filter((code) => !/\s/.test(code.textContent ?? ''))
    return { count: names.length, broken: names.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent) }
  })
  expect(found.broken, `names broken across lines at ${page.viewportSize()?.width} px`).toEqual([])
  expect(found.count, 'names in table cells').toBeGreaterThanOrEqual(atLeast)
}

/**
 * Clicks a control the page may have to scroll to first. Playwright checks that a control holds
 * still before it scrolls; sections that scrolling brings into view take their drawn height a frame
 * later (content-visibility, src/components/Mdx/article.css), which on a loaded machine moved a tab
 * between the press and the release, so the click landed beside it. Scrolled first, the click's own
 * check sees the page settled.
 */
export async function clickInView(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  await control.click()
}

/**
 * axe for a page of the site. The pages have no frames, so axe runs in the page itself (legacy
 * mode) instead of finishing each run in a second, blank page: on /api/other-exports 17.7 → 11.3 s
 * with violations only (2026-11-26), the same rules on the same elements.
 */
export const axeOf = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true)
