/**
 * One page per worker, for tests that load pages and read them, or press their buttons, and
 * leave nothing behind but what the next `goto` replaces: a new browser context and its first
 * role query cost about 250 ms a test (docs/maintainers.md), and axe, injected again on every page,
 * compiles faster in a renderer that has run it before. Each test starts with the default
 * viewport and nothing stored, so none sees another's state; a failed test ends its worker, and the
 * page with it. Tests that route requests, add init scripts or change the network keep their own page.
 */
import { test as base, type Page } from '@playwright/test'

export const test = base.extend<{ readerPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, colorScheme: 'light' })
      await provide(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  readerPage: async ({ workerPage, viewport }, provide) => {
    if (viewport) await workerPage.setViewportSize(viewport)
    if (workerPage.url().startsWith('http')) await workerPage.evaluate(() => (localStorage.clear(), sessionStorage.clear()))
    await provide(workerPage)
  },
})
