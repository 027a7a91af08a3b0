import { expect, test, type Page } from '@playwright/test'
import { clickInView, expectNoSidewaysScroll, gotoApp, renderDeferredBlocks, storeBeforeLoad, storedValue, waitForApp } from './app'
import { useVariantBuild, VARIANT_ENV } from './variant'
import { COLOR_MODE_STORAGE_KEY } from '../src/colorMode/colorMode'
import { mdxAttr } from '../src/components/Mdx/classNames'

const DOC = '/introduction/getting-started'

async function footer(page: Page) {
  return page.getByRole('contentinfo')
}

test.describe('home page', () => {
  test('has the hero, a Get Started button, features and an example', async ({ page }) => {
    await gotoApp(page, '/')
    await expect(page).toHaveTitle('Home | Redux Toolkit')
    await expect(page.getByRole('heading', { level: 1, name: 'Redux Toolkit' })).toBeVisible()
    await expect(page.getByText('The official, batteries-included toolset')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Why Redux Toolkit' })).toBeVisible()
    await expect(page.getByRole('main').locator('pre').first()).toContainText('configureStore')
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(new RegExp(`${DOC}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('navbar', () => {
  const items: Array<[string, string]> = [
    ['Getting Started', '/introduction/getting-started'],
    ['Tutorials', '/tutorials/overview'],
    ['Usage Guide', '/usage/usage-guide'],
    ['API', '/api/configureStore'],
  ]
  for (const [name, path] of items) {
    test(`"${name}" goes to ${path}`, async ({ page }) => {
      await gotoApp(page, '/')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      expect((await page.request.get(path)).status()).toBe(200)
    })
  }

  test('fits on one line at every width that shows its links', async ({ page }) => {
    await gotoApp(page, DOC)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const width of [997, 1024, 1140, 1141, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const banner = await page.getByRole('banner').evaluate((header) => ({ scroll: header.scrollWidth, client: header.clientWidth }))
      expect(banner.scroll, `the navbar overflows at ${width} px`).toBeLessThanOrEqual(banner.client)
      const middles: number[] = []
      for (const link of await nav.getByRole('link').all()) {
        const box = (await link.boundingBox())!
        expect(box.height, `a link wraps at ${width} px`).toBeLessThan(45)
        middles.push(box.y + box.height / 2)
      }
      expect(Math.max(...middles) - Math.min(...middles), `links on more than one row at ${width} px`).toBeLessThan(4)
    }
  })

  test('links the logo home, the source repository, and shows the documented release', async ({ page }) => {
    await gotoApp(page, DOC)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/reduxjs/redux-toolkit')
    const { version } = JSON.parse(await (await import('fs')).promises.readFile('node_modules/@reduxjs/toolkit/package.json', 'utf8'))
    await expect(nav.getByText(`v${version}`)).toBeVisible()
    await nav.getByRole('link', { name: 'Redux Toolkit' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('footer', () => {
  test('has the Docs, Community and More groups and the copyright', async ({ page }) => {
    await gotoApp(page, DOC)
    const foot = await footer(page)
    for (const group of ['Docs', 'Community', 'More']) {
      const nav = foot.getByRole('navigation', { name: group })
      await expect(nav.getByRole('heading', { name: group })).toBeVisible()
      expect(await nav.getByRole('link').count()).toBeGreaterThan(1)
    }
    await expect(foot).toContainText(/Copyright © 2015–2021 \S/)
  })
})

test.describe('doc page', () => {
  test('has title, description, canonical URL and OpenGraph tags', async ({ page }) => {
    await gotoApp(page, DOC)
    const h1 = await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()
    await expect(page).toHaveTitle(`${h1} | Redux Toolkit`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${DOC}$`))
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${h1} | Redux Toolkit`)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${DOC}$`))
  })

  test('has breadcrumbs, a table of contents and previous/next links in sidebar order', async ({ page }) => {
    await gotoApp(page, '/tutorials/overview')
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Tutorials')
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const first = toc.getByRole('link').first()
    const target = (await first.getAttribute('href'))!
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    const pager = page.getByRole('navigation', { name: 'Docs pages' })
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/introduction/getting-started')
    await pager.getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(/\/tutorials\/quick-start$/)
  })

  test('the table of contents highlights the section in view', async ({ page }) => {
    await gotoApp(page, '/api/createSlice')
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const links = toc.getByRole('link')
    await expect(links.first()).toHaveAttribute('aria-current', 'location')
    const count = await links.count()
    expect(count).toBeGreaterThan(8)
    // Headings at the top of the window: one in the middle, the one before the last, the last (the
    // highlight halves the list to find it, highlight.ts).
    for (const index of [Math.floor(count / 2), count - 2, count - 1]) {
      const link = links.nth(index)
      const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1))
      await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded()
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView({ block: 'start' }), id)
      await expect(link).toHaveAttribute('aria-current', 'location')
      await expect(toc.locator('[aria-current="location"]')).toHaveCount(1)
    }
  })

  test('does not move while it arrives: the article keeps its place when the table of contents is parsed (1280 px)', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    // A slow connection, so the browser paints the article before the rest of the page has come.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 40 * 1024,
      uploadThroughput: 40 * 1024,
    })
    type Shift = PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }
    await page.addInitScript(() => {
      const seen: PerformanceEntry[] = []
      const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()))
      observer.observe({ type: 'layout-shift', buffered: true })
      // The shifts delivered so far and those still queued.
      ;(window as unknown as { __shifts: () => PerformanceEntry[] }).__shifts = () => [...seen, ...observer.takeRecords()]
    })
    await page.goto('/api/createSlice', { waitUntil: 'load' })
    // A shift is recorded at the rendering update after it: let two frames pass.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shifts = await page.evaluate(() =>
      ((window as unknown as { __shifts: () => Shift[] }).__shifts() as Shift[]).map(
        (entry) => `${entry.value.toFixed(3)} ${entry.sources.map((source) => source.node?.nodeName).join(',')}`,
      ),
    )
    // Layout Instability's score; Core Web Vitals call up to 0.1 good. Before, 0.26 here.
    const total = shifts.reduce((sum, shift) => sum + parseFloat(shift), 0)
    expect(total, shifts.join('; ')).toBeLessThan(0.02)
  })

  /** Each section's box relative to the viewport (in screens), and whether the browser skips it. */
  const sectionsInScreens = (page: Page) =>
    page.evaluate(
      (attribute) =>
        Array.from(document.querySelectorAll<HTMLElement>(`[${attribute}]`), (section) => {
          const { top, bottom } = section.getBoundingClientRect()
          const skipped = !section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })
          return { top: top / innerHeight, bottom: bottom / innerHeight, skipped }
        }),
      mdxAttr.section,
    )

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false })
    for (const width of [390, 1280]) {
      test(`a long page's far-off sections are skipped from the first paint, at an estimated height near their own (${width} px)`, async ({
        page,
        browser,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/rtk-query/api/createApi')
        const sections = await sectionsInScreens(page)
        expect(sections.length).toBeGreaterThan(30)
        expect(sections.filter((s) => s.top < 1).every((s) => !s.skipped)).toBe(true)
        expect(sections.filter((s) => s.top > 2).every((s) => s.skipped)).toBe(true)
        // The page's height from the build's estimates (src/mdx/sections.ts, article.css), then with everything drawn (in a page that may add a style sheet).
        const height = (of: Page) => of.evaluate(() => document.documentElement.scrollHeight)
        const estimated = await height(page)
        const drawnPage = await browser.newPage({
          viewport: { width, height: 800 },
          baseURL: new URL(page.url()).origin,
          javaScriptEnabled: true,
        })
        await drawnPage.goto('/rtk-query/api/createApi')
        await renderDeferredBlocks(drawnPage)
        const drawn = await height(drawnPage)
        await drawnPage.close()
        expect(Math.abs(estimated - drawn) / drawn, `${estimated} px estimated, ${drawn} px drawn`).toBeLessThan(0.15)
      })
    }
  })

  test('opened at a heading deep in a long page, it shows that heading, and scrolling up moves nothing on screen while the sections above are drawn', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/rtk-query/api/createApi')
    const ids = await page.evaluate(() => Array.from(document.querySelectorAll('main h2[id]'), (heading) => heading.id))
    const deep = ids[Math.floor(ids.length * 0.7)]
    await page.goto('about:blank') // so that the address below is a new load, not a jump within the page
    await page.goto(`/rtk-query/api/createApi#${deep}`)
    const top = () => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, deep)
    const scrollPadding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)
    await expect.poll(top).toBeGreaterThanOrEqual(scrollPadding - 2)
    expect(await top()).toBeLessThan(scrollPadding + 40)
    const sections = await sectionsInScreens(page)
    const farAbove = sections.filter((s) => s.bottom < -2)
    expect(farAbove.length).toBeGreaterThan(10)
    expect(farAbove.every((s) => s.skipped)).toBe(true)
    // Half a screen up at a time: the heading moves down by exactly that, though sections above it take their drawn height.
    for (let step = 0; step < 6; step += 1) {
      const before = await top()
      await page.evaluate(() => scrollBy(0, -innerHeight / 2))
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(Math.abs((await top()) - before - 400), `step ${step}`).toBeLessThan(2)
    }
  })

  test('marks the current page in the sidebar with its category open', async ({ page }) => {
    await gotoApp(page, '/tutorials/overview')
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' })
    const current = sidebar.getByRole('link', { name: 'Overview', exact: false }).and(sidebar.locator('[aria-current="page"]'))
    await expect(current).toBeVisible()
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1)
  })
})

test.describe('sidebar by keyboard', () => {
  test('categories open and close with the keyboard, links are reachable with Tab', async ({ page }) => {
    await gotoApp(page, DOC)
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' })
    const usage = sidebar.locator('details').filter({ has: page.locator('summary', { hasText: 'Using Redux Toolkit' }) })
    await expect(usage).not.toHaveAttribute('open')
    await usage.locator('summary').first().focus()
    await page.keyboard.press('Enter')
    await expect(usage).toHaveAttribute('open')
    await page.keyboard.press('Tab')
    await expect(usage.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/usage\//)
    await gotoApp(page, DOC)
    const intro = page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: 'Introduction' }) })
    await intro.locator('summary').first().focus()
    await page.keyboard.press(' ')
    await expect(intro).not.toHaveAttribute('open')
  })
})

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 420, height: 800 } })

  test('a menu button opens the sidebar as a drawer that takes the focus, and closes on Escape or a tap outside', async ({ page }) => {
    await gotoApp(page, DOC)
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden()
    const menu = page.getByRole('button', { name: 'Open docs navigation' })
    await menu.click()
    const drawer = page.getByRole('dialog', { name: 'Docs navigation' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible()
    // A dialog takes the focus when it opens; Tab then goes on through the drawer.
    await expect(drawer.getByRole('button', { name: 'Close docs navigation' })).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    await menu.click()
    await drawer.getByRole('button', { name: 'Close docs navigation' }).click()
    await expect(drawer).toBeHidden()
    await menu.click()
    await page.mouse.click(410, 400) // the backdrop, right of the panel
    await expect(drawer).toBeHidden()
    await menu.click()
    await drawer.getByText('Tutorials', { exact: true }).click()
    await drawer.getByRole('link', { name: 'Quick Start' }).click()
    await expect(page).toHaveURL(/\/tutorials\/quick-start$/)
    await expect(drawer).toBeHidden()
  })
})

test.describe('the smallest phones (320 px, WCAG reflow)', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  // Every page in the site's build is checked with its other page checks (e2e/a11y.spec.ts); the
  // search page with results is built in the browser.
  test('/search?q=slice never scrolls sideways, and the navbar keeps every tool on screen', async ({ page }) => {
    await gotoApp(page, '/search?q=slice')
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /createSlice/ })
        .first(),
    ).toBeVisible()
    await expectNoSidewaysScroll(page)
  })
})

test.describe('colour mode', () => {
  test('is light by default, switches, and persists across a reload before any script runs', async ({ page }) => {
    await gotoApp(page, DOC)
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'light')
    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    expect(await storedValue(page, COLOR_MODE_STORAGE_KEY)).toBe('dark')
    // Block every script file: only the inline head script can apply the stored mode now.
    await page.route('**/*.js', (route) => route.abort())
    await page.reload()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe('rgb(27, 27, 29)')
    await page.unroute('**/*.js')
    await page.reload()
    await waitForApp(page)
    await page.getByRole('button', { name: 'Switch to light mode' }).click()
    await expect(html).toHaveAttribute('data-theme', 'light')
  })

  test('ignores a stored value that is not light or dark', async ({ page }) => {
    await storeBeforeLoad(page, COLOR_MODE_STORAGE_KEY, 'sepia')
    await gotoApp(page, DOC)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible()
  })

  test('hydrates without warnings in either mode', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(String(error)))
    await storeBeforeLoad(page, COLOR_MODE_STORAGE_KEY, 'dark')
    await gotoApp(page, DOC)
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible()
    expect(problems).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a doc page shows its content, navbar, sidebar and footer', async ({ page }) => {
    await page.goto('/api/createSlice')
    await expect(page.getByRole('heading', { level: 1, name: 'createSlice' })).toBeVisible()
    await expect(page.getByRole('main').locator('pre').first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'createSlice' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2015–2021')
  })
})

test.describe('MDX building blocks', () => {
  test('code blocks have a caption and a working copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoApp(page, '/api/createSlice')
    const main = page.getByRole('main')
    await expect(main.locator('figcaption').first()).toBeVisible()
    const block = main.getByRole('tabpanel', { name: 'TypeScript' }).first()
    await block.hover()
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click()
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toHaveText('Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('createSlice')
    expect(copied.trim()).toBe(((await block.locator('pre').textContent()) ?? '').trim())
  })

  test('each section heading has a link to itself, beside it so the heading keeps its own name', async ({ page }) => {
    await gotoApp(page, '/api/createSlice')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: 'Options', exact: true })).toBeVisible()
    const link = main.getByRole('link', { name: 'Link to the section “Options”', exact: true })
    await expect(link).toHaveAttribute('href', '#options')
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/api\/createSlice#options$/)
    await expect(main.getByRole('heading', { level: 2, name: 'Options', exact: true })).toBeInViewport()
    // Headings with inline code name their link by their text.
    await expect(main.getByRole('link', { name: /^Link to the section “.*reducerPath.*”$/ }).first()).toHaveAttribute('href', /^#/)
  })

  test('tabs switch with the mouse and the arrow keys', async ({ page }) => {
    await gotoApp(page, '/introduction/getting-started')
    const tablist = page
      .getByRole('main')
      .getByRole('tablist')
      .filter({ has: page.getByRole('tab', { name: 'yarn' }) })
    await expect(tablist.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true')
    await clickInView(tablist.getByRole('tab', { name: 'yarn' }))
    await expect(tablist.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tablist.getByRole('tab', { name: 'pnpm' })).toBeFocused()
    await expect(tablist.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true')
  })

  test('"Edit this page" appears only when an edit URL is configured', async ({ page }) => {
    await gotoApp(page, '/api/createSlice')
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0)
  })
})

test.describe('edit links in the variant build', () => {
  useVariantBuild()
  test('"Edit this page" points at the page\'s file under the configured URL', async ({ page }) => {
    await gotoApp(page, '/api/createSlice')
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      `${VARIANT_ENV.EDIT_URL}/content/docs/api/createSlice.mdx`,
    )
  })
})
