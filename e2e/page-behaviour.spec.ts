/**
 * The page script (src/page/behaviour.ts): every control that answers a tap works before Gatsby's
 * runtime has started (its scripts are refused, so it never can), once React has hydrated the page,
 * and after a client-side navigation has put a new page on screen; hydration logs no React warning
 * or error; a stored sample language is right before any runtime, for sight and for assistive
 * technology alike.
 */
import { expect, test, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE, PAGE_SHOWN_EVENT } from '../src/browser/siteStarted'
import { CODE_LANGUAGE_STORAGE_KEY } from '../src/components/CodeTabs/language'
import { mdxAttr } from '../src/components/Mdx/classNames'
import { TYPES_ATTR } from '../src/typeInfo/attributes'
import { clickInView, copyPageStatus, gotoApp, storeBeforeLoad, storedValue } from './app'
import { clickArticleLinkTo, docTitle, expectSameDocument, markDocument } from './runtime-support'

const hydrated = (page: Page) => page.locator(`html[${HYDRATED_ATTRIBUTE}]`)

/**
 * Records the press and click events that reach React's root container (where React listens, and
 * where such an event on a part not yet hydrated makes it hydrate at once: src/browser/taps.ts),
 * and the pointer's capture and leaving when they come from a control (the pointer leaving the
 * page's text, as a scroll under it does, reaches the root as it should).
 * Returns a reader of what it saw since the last read.
 */
async function watchReactRoot(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((typed) => {
    const seen: string[] = ((window as unknown as { __rootSaw: string[] }).__rootSaw = [])
    const root = document.getElementById('___gatsby')!
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'touchend', 'click'])
      root.addEventListener(type, () => seen.push(type), true)
    // Only a sample with hover types is a control among the code blocks (src/typeInfo/intent.ts): the pointer leaving another reaches React, as text does.
    for (const type of ['gotpointercapture', 'lostpointercapture', 'pointerout', 'mouseout'])
      root.addEventListener(
        type,
        (event) => (event.target as Element).closest(`button, [role="tab"], pre[${typed}]`) && seen.push(type),
        true,
      )
  }, TYPES_ATTR)
  return () => page.evaluate(() => (window as unknown as { __rootSaw: string[] }).__rootSaw.splice(0))
}

/** The three moments a reader can tap at. Each opens `route` in that state. */
const STATES: Record<string, (page: Page, route: string) => Promise<void>> = {
  'before the runtime': async (page, route) => {
    await page.route(/\.js(\?|$)/, (r) => r.abort())
    await page.goto(route)
    await page.mouse.move(10, 10) // the reader's intent starts the runtime, whose scripts are refused
    await expect(hydrated(page)).toHaveCount(0)
  },
  'after hydration': async (page, route) => {
    await gotoApp(page, route)
  },
  'after a client-side navigation': async (page, route) => {
    const start = route === '/introduction/getting-started' ? '/tutorials/overview' : '/introduction/getting-started'
    await gotoApp(page, start)
    await markDocument(page)
    await clickArticleLinkTo(page, route)
    await expect(page).toHaveURL(new RegExp(`${route}$`))
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(docTitle(route))
    await expectSameDocument(page)
  },
}

for (const [state, open] of Object.entries(STATES)) {
  test.describe(`page behaviour ${state}`, () => {
    test('the JavaScript tab switches every sample, stored for the next page', async ({ page }) => {
      await open(page, '/api/createSlice')
      const main = page.getByRole('main')
      await main.getByRole('tab', { name: 'JavaScript' }).first().click()
      for (const tab of await main.getByRole('tab', { name: 'JavaScript' }).all())
        await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).last()).toBeVisible()
      await expect(main.getByRole('tabpanel', { name: 'TypeScript' }).last()).toBeHidden()
      expect(await storedValue(page, CODE_LANGUAGE_STORAGE_KEY)).toBe('js')
      await main.getByRole('tab', { name: 'JavaScript' }).first().focus()
      await page.keyboard.press('ArrowLeft')
      await expect(main.getByRole('tab', { name: 'TypeScript' }).first()).toBeFocused()
      await expect(main.getByRole('tab', { name: 'TypeScript' }).last()).toHaveAttribute('aria-selected', 'true')
    })

    test('a sample language chosen in another tab is taken when the page is back in view', async ({ page }) => {
      await open(page, '/api/createSlice')
      const main = page.getByRole('main')
      await expect(main.getByRole('tab', { name: 'TypeScript' }).first()).toHaveAttribute('aria-selected', 'true')
      // What another tab of the site does: it stores the choice; then this page is shown again.
      await page.evaluate((key) => localStorage.setItem(key, 'js'), CODE_LANGUAGE_STORAGE_KEY)
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      for (const tab of await main.getByRole('tab', { name: 'JavaScript' }).all())
        await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).first()).toBeVisible()
      await expect(main.getByRole('tabpanel', { name: 'TypeScript' }).first()).toBeHidden()
    })

    test('with storage refusing writes, the chosen language holds when the page is back in view', async ({ page }) => {
      // Storage holds an earlier choice (TypeScript) and refuses every new one, as a full one does.
      await page.addInitScript((key) => {
        localStorage.setItem(key, 'ts')
        Storage.prototype.setItem = () => {
          throw new DOMException('full', 'QuotaExceededError')
        }
      }, CODE_LANGUAGE_STORAGE_KEY)
      await open(page, '/api/createSlice')
      const main = page.getByRole('main')
      await main.getByRole('tab', { name: 'JavaScript' }).first().click()
      await expect(main.getByRole('tab', { name: 'JavaScript' }).last()).toHaveAttribute('aria-selected', 'true')
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await expect(main.getByRole('tab', { name: 'JavaScript' }).last()).toHaveAttribute('aria-selected', 'true')
      await expect(main.getByRole('tabpanel', { name: 'JavaScript' }).last()).toBeVisible()
    })

    test('other tabs show the chosen panel', async ({ page }) => {
      await open(page, '/introduction/getting-started')
      const main = page.getByRole('main')
      await clickInView(main.getByRole('tab', { name: 'yarn', exact: true }))
      await expect(main.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true')
      await expect(main.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'false')
      await expect(main.getByRole('tabpanel', { name: 'yarn', exact: true })).toBeVisible()
      await expect(main.getByRole('tabpanel', { name: 'npm', exact: true })).toBeHidden()
    })

    test('a copy button copies its sample, and Copy page the Markdown twin', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await open(page, '/api/createSlice')
      const main = page.getByRole('main')
      const block = main.locator(`[${mdxAttr.codeBlock}]`).first()
      await block.getByRole('button', { name: 'Copy code to clipboard' }).click()
      await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toHaveText('Copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent())

      await main.getByRole('button', { name: 'Copy page' }).click()
      await expect(copyPageStatus(page)).toHaveText('Copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('# createSlice')
    })

    test('the colour-mode switch changes the mode at once and keeps the focus on the switch', async ({ page }) => {
      await open(page, '/api/createSlice')
      const html = page.locator('html')
      const before = await html.getAttribute('data-theme')
      const to = before === 'dark' ? 'light' : 'dark'
      await page.getByRole('button', { name: `Switch to ${to} mode` }).click()
      await expect(html).toHaveAttribute('data-theme', to)
      await expect(page.getByRole('button', { name: `Switch to ${before} mode` })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(html).toHaveAttribute('data-theme', before!)
      await expect(page.getByRole('button', { name: `Switch to ${to} mode` })).toBeFocused()
    })

    test('a sidebar category opens and closes, and a heading link gives its section address', async ({ page }) => {
      await open(page, '/api/createSlice')
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' })
      const category = sidebar.locator('details', { has: page.getByText('RTK Query Usage', { exact: true }) })
      await category.locator('summary').click()
      await expect(category).toHaveAttribute('open')
      await category.locator('summary').click()
      await expect(category).not.toHaveAttribute('open')
      await page.getByRole('link', { name: 'Link to the section “Options”' }).click()
      await expect(page).toHaveURL(/#options$/)
    })

    test('the table of contents marks the section being read', async ({ page }) => {
      await open(page, '/api/createSlice')
      const toc = page.getByRole('navigation', { name: 'On this page' })
      await expect(toc.getByRole('link').first()).toHaveAttribute('aria-current', 'location')
      const last = toc.getByRole('link').last()
      const id = decodeURIComponent(((await last.getAttribute('href')) ?? '').slice(1))
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id)
      await expect(last).toHaveAttribute('aria-current', 'location')
      await expect(toc.locator('[aria-current]')).toHaveCount(1)
    })

    test("React's root never sees a tap on a control the page script answers", async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await open(page, '/api/createSlice')
      const main = page.getByRole('main')
      const rootSaw = await watchReactRoot(page)
      await main.locator(`pre[${TYPES_ATTR}]:visible`).first().click() // a sample whose names show their types
      await main.getByRole('tab', { name: 'JavaScript' }).first().click()
      await main.getByRole('button', { name: 'Copy code to clipboard' }).first().click()
      await main.getByRole('button', { name: 'Copy page' }).click()
      await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click()
      await expect(main.getByRole('tab', { name: 'JavaScript' }).last()).toHaveAttribute('aria-selected', 'true')
      expect(await rootSaw()).toEqual([])
      // The watch works: a tap on the article's text reaches the root.
      await main.getByRole('heading', { level: 1 }).click()
      expect(await rootSaw()).toContain('click')
      await page.unrouteAll() // the search modal's own code may load now (the runtime's stays refused: it was asked for once)
      await page.getByRole('button', { name: /^Search the docs/ }).click()
      await expect(page.getByRole('searchbox').and(page.locator(':focus'))).toHaveCount(1)
      expect(await rootSaw()).toEqual([])
    })

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

      test('the menu opens the docs navigation, which takes the focus and closes on Escape', async ({ page }) => {
        await open(page, '/api/createSlice')
        const rootSaw = await watchReactRoot(page)
        const menu = page.getByRole('button', { name: 'Open docs navigation' })
        await menu.tap()
        const drawer = page.getByRole('dialog', { name: 'Docs navigation' })
        await expect(drawer).toBeVisible()
        await expect(drawer.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible()
        await expect(drawer.getByRole('button', { name: 'Close docs navigation' })).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(drawer).toBeHidden()
        await expect(menu).toBeFocused()
        await menu.tap()
        await drawer.getByRole('button', { name: 'Close docs navigation' }).tap()
        await expect(drawer).toBeHidden()
        expect(await rootSaw()).toEqual([]) // the browser answers these taps; React never sees them (src/browser/taps.ts)
      })
    })
  })
}

test('hydration logs no React warning or error after the reader has used the page', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto('/api/createSlice')
  // Before the runtime: the reader chooses JavaScript, dark mode and opens a category.
  await page.getByRole('main').getByRole('tab', { name: 'JavaScript' }).first().click()
  await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click()
  await expect(hydrated(page)).toHaveCount(1)
  await expect(page.getByRole('main').getByRole('tab', { name: 'JavaScript' }).first()).toHaveAttribute('aria-selected', 'true')
  expect(problems).toEqual([])
})

test.describe('a stored JavaScript choice before any runtime', () => {
  test.beforeEach(async ({ page }) => {
    await storeBeforeLoad(page, CODE_LANGUAGE_STORAGE_KEY, 'js')
    await page.route(/\.js(\?|$)/, (r) => r.abort())
  })

  test("every sample tab's selected state agrees with the panel shown", async ({ page }) => {
    await page.goto('/rtk-query/api/createApi')
    const tabs = page.getByRole('main').locator(`[${mdxAttr.codeTabs}] [role="tab"]`)
    expect(await tabs.count()).toBeGreaterThan(10)
    const disagreeing = await tabs.evaluateAll(
      (all) =>
        all.filter((tab) => {
          const panel = document.getElementById(tab.getAttribute('aria-controls')!)!
          return (tab.getAttribute('aria-selected') === 'true') !== (panel.checkVisibility() as boolean)
        }).length,
    )
    expect(disagreeing).toBe(0)
    await expect(page.getByRole('main').getByRole('tab', { name: 'JavaScript', selected: true }).first()).toBeVisible()
    await expect(hydrated(page)).toHaveCount(0)
  })
})

test.describe('the docs navigation opened on arrival, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })
  const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Docs navigation' })

  test('opened while the page is still arriving, it stays open once the page has arrived', async ({ page }) => {
    // The page's end is held back by a script the parser waits for, put after the article.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.js(\?|$)/, (r) => r.abort())
    await page.route('**/__hold-parser', async (r) => {
      await held
      await r.fulfill({ contentType: 'text/javascript', body: '' })
    })
    await page.route('**/api/createSlice', async (r) => {
      const response = await r.fetch()
      const body = (await response.text()).replace('</main>', '</main><script src="/__hold-parser"></script>')
      await r.fulfill({ response, body })
    })
    await page.goto('/api/createSlice', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Open docs navigation' }).tap()
    await expect(drawerOf(page)).toBeVisible()
    expect(await page.evaluate(() => document.readyState)).toBe('loading')
    release()
    await page.waitForLoadState('load')
    // Past the page script's work once the page is drawn (src/page/behaviour.ts).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 600))))
    await expect(drawerOf(page)).toBeVisible()
  })

  test('opened by the first tap, which starts the runtime, it stays open once the runtime has shown the page', async ({ page }) => {
    await page.addInitScript((type) => {
      document.addEventListener(type, () => ((window as unknown as { __shown: number }).__shown = 1))
    }, PAGE_SHOWN_EVENT)
    await page.goto('/api/createSlice')
    await page.getByRole('button', { name: 'Open docs navigation' }).tap()
    await expect(drawerOf(page)).toBeVisible()
    await page.waitForFunction(() => (window as unknown as { __shown?: number }).__shown === 1)
    await expect(hydrated(page)).toHaveCount(1)
    await expect(drawerOf(page)).toBeVisible()
    // A client-side navigation from it closes it.
    await drawerOf(page).getByRole('link', { name: 'createReducer' }).tap()
    await expect(page).toHaveURL(/\/api\/createReducer$/)
    await expect(drawerOf(page)).toBeHidden()
  })
})
