/**
 * One page per worker, for tests that load pages, read them and press their buttons: a new browser
 * context and its first role query cost about 250 ms a test, and axe, injected again on every page,
 * compiles faster in a renderer that has run it before (docs/maintainers.md). Each test starts with
 * the default viewport, light mode, nothing stored for the site's origin, and no route or listener
 * an earlier test left; a failed test ends its worker, and the page with it. Tests that add init
 * scripts or change the network keep their own page.
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
  readerPage: async ({ workerPage, viewport, baseURL }, provide) => {
    await workerPage.unrouteAll({ behavior: 'ignoreErrors' })
    workerPage.removeAllListeners()
    await workerPage.emulateMedia({ colorScheme: 'light' })
    if (viewport) await workerPage.setViewportSize(viewport)
    // Only the site's origin holds what its tests stored (they stay on it: no test navigates away).
    if (baseURL && workerPage.url().startsWith(new URL(baseURL).origin))
      await workerPage.evaluate(() => (localStorage.clear(), sessionStorage.clear()))
    await provide(workerPage)
  },
})
