/**
 * Opening a page the way a reader uses it: the static HTML is visible at once, but its buttons
 * only answer once React has hydrated it. Tests that click or type wait for that moment
 * (the `data-hydrated` attribute the site sets, src/browser/siteStarted.ts) instead of racing it.
 */
import type { Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../src/browser/siteStarted'

export async function waitForApp(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' })
}

export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForApp(page)
}
