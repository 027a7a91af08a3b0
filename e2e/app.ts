/**
 * Opening a page the way a reader uses it: the static HTML is visible at once; Gatsby's runtime
 * starts on the reader's first interaction (src/runtimeStart/starter.ts), and the buttons answer once
 * React has hydrated the page. Tests that need the runtime give that interaction (an Escape key
 * press, which does nothing when nothing is open; a modifier alone does not start the runtime) and wait for the hydration (the `data-hydrated` attribute the
 * site sets, src/browser/siteStarted.ts) instead of racing it.
 */
import type { Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../src/browser/siteStarted'

export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' })
}

export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForApp(page)
}
