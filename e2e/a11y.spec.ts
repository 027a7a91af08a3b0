import { readFileSync } from 'fs'
import path from 'path'
import type AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { parse, type HTMLElement } from 'node-html-parser'
import { builtPages } from '../src/build/headersFiles'
import { stripIndexHtml } from '../src/config/urls'
import { loadSidebars } from '../src/content/loadSidebars'
import { routeOfDocId } from '../src/content/routes'
import { sidebarEntries } from '../src/content/sidebar'
import { SPEC_DOC_ROUTES, isWritten } from './spec-routes'
import { axeOf, expectNamesWhole, expectNoSidewaysScroll, renderDeferredBlocks, waitForApp } from './app'
import { test } from './readerPage'

/**
 * axe's WCAG 2 A/AA rules (contrast included) and its best-practice rules (landmarks of one role
 * have distinct names among them), violations only, in the page (`axeOf`). The code blocks'
 * contents (thousands of token spans) are left out: their colours are checked for every token
 * class the build uses by postbuild/token-contrast.test.ts, and the block itself
 * (its copy button, its tabs) is still checked here. createApi and other-exports in both modes
 * took 33 s instead of 50 s (2026-11-26).
 */
function fullCheck(page: Page): AxeBuilder {
  return axeOf(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('pre')
    .options({ resultTypes: ['violations'] })
}

/**
 * The rules among those that read colours: a text's contrast with what is behind it, and a link
 * told from the text around it by colour. They take over half of axe's time on a page (on
 * other-exports 6.2 of 8.2 s, 2026-11-28), and a page's colours come from how its elements are
 * styled, so they run where `colourPages()` says, in both modes, and every other rule on every page.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * The colour rules on a colour page: on the whole page, or on the elements its looks select, each
 * of which must still match something (a look the page no longer has would check nothing).
 */
async function expectColours(page: Page, scope: string[] | 'page'): Promise<void> {
  if (scope === 'page') return expectNoViolations(fullCheck(page).withRules(COLOUR_RULES))
  expect(await page.evaluate((looks) => looks.filter((look) => !document.querySelector(look)), scope), 'looks found on no element').toEqual(
    [],
  )
  const check = fullCheck(page).withRules(COLOUR_RULES)
  scope.forEach((look) => check.include(look))
  await expectNoViolations(check)
}

/** The spec's doc routes and every page the sidebars list (some are beyond the spec's table). */
const DOC_ROUTES = [...new Set([...SPEC_DOC_ROUTES, ...sidebarEntries(loadSidebars()).map((entry) => routeOfDocId(entry.docId))])]
/** Every page; an unknown address is answered with the built 404.html. */
const NOT_FOUND_PATH = '/no/such/page'
const PAGES = ['/', ...DOC_ROUTES, NOT_FOUND_PATH]

/**
 * Attributes that carry content, not styling: left out of an element's style key below.
 * Every other attribute's name counts (a selector may test it), and an aria- attribute's value too
 * (the sidebar styles `aria-current="page"`).
 */
const CONTENT_ATTRIBUTES = new Set([
  'id',
  'href',
  'src',
  'alt',
  'title',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'class',
  'width',
  'height',
  'rel',
  'target',
  'lang',
  'for',
  'name',
  'content',
  'tabindex',
])

/** A name as a CSS identifier: anything but letters, digits, `_` and `-` (and a leading digit) escaped by its code point. */
const cssName = (name: string): string =>
  name.replace(/^(-?)(\d)|[^\w-]/g, (match, dash: string | undefined, digit: string | undefined) =>
    digit === undefined ? `\\${match.codePointAt(0)!.toString(16)} ` : `${dash}\\${digit.codePointAt(0)!.toString(16)} `,
  )

/**
 * How an element is styled, as a CSS compound selector: its tag, classes and styling attributes
 * (an aria- attribute with its value). Every element with that look matches it.
 */
const styleKey = (element: HTMLElement): string =>
  [
    element.rawTagName,
    ...(element.getAttribute('class') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .sort()
      .map((name) => `.${cssName(name)}`),
    ...Object.keys(element.attributes)
      .filter((name) => !CONTENT_ATTRIBUTES.has(name))
      .sort()
      .map((name) => (name.startsWith('aria-') ? `[${name}=${JSON.stringify(element.getAttribute(name))}]` : `[${cssName(name)}]`)),
  ].join('')

/**
 * Where the colour rules run, in each mode: the fewest pages, chosen greedily from the built HTML,
 * that together hold every element of every page outside code blocks as it is styled, by its tag,
 * classes and attributes and those of its parent and grandparent. An element's colours come from
 * those (the two modes have the same markup), so these pages meet every colour pair the site
 * shows; the rules that do not read colours are checked on every page. On each chosen page the
 * colour rules check the elements of the looks it was chosen for (a selector per look), or the
 * whole page when every look on it is new (the first) or it is short. Most of a colour check's time
 * is the page-wide grid axe builds for it, so a scoped check pays on long pages only: on
 * createApi 15.4 → 7.6 s for the test, on the home page 4.9 → 6.9 (docs/maintainers.md).
 */
/** Pages with fewer elements than this (outside code blocks) get the colour rules whole, in the light-mode run with the others. */
const WHOLE_PAGE_BELOW = 500

function colourPages(): { scopes: Map<string, string[] | 'page'>; read: string[] } {
  const looksOf = new Map<string, Set<string>>()
  const sizeOf = new Map<string, number>()
  for (const file of builtPages('public')) {
    const route = stripIndexHtml(`/${path.relative('public', file).split(path.sep).join('/')}`)
    const page = route === '/404.html' ? NOT_FOUND_PATH : route
    if (!PAGES.includes(page)) continue
    const looks = new Set<string>()
    let size = 0
    // Down the tree from <body>, each element's look after its parent's and grandparent's; code blocks left out.
    const walk = (element: HTMLElement, above: string[]) => {
      for (const child of element.children) {
        if (child.rawTagName === 'pre') continue
        const line = [...above, styleKey(child)].slice(-3)
        looks.add(line.join(' > '))
        size += 1
        walk(child, line)
      }
    }
    const body = parse(readFileSync(file, 'utf8')).querySelector('body')
    if (body) walk(body, [styleKey(body)])
    looksOf.set(page, looks)
    sizeOf.set(page, size)
  }
  const scopes = new Map<string, string[] | 'page'>()
  const covered = new Set<string>()
  const fresh = (looks: Set<string>) => [...looks].filter((look) => !covered.has(look))
  for (;;) {
    // Each page's new looks counted once per round, not once per comparison.
    const [best, looks, chosen] = [...looksOf]
      .map(([page, all]) => [page, all, fresh(all)] as const)
      .reduce((a, b) => (b[2].length > a[2].length ? b : a))
    if (chosen.length === 0) return { scopes, read: [...looksOf.keys()] }
    scopes.set(best, chosen.length === looks.size || sizeOf.get(best)! < WHOLE_PAGE_BELOW ? 'page' : chosen)
    chosen.forEach((look) => covered.add(look))
  }
}

const colour = colourPages()

test('the colour-rule pages are chosen from every built page, and are fewer than half of them', () => {
  expect([...colour.read].sort()).toEqual([...PAGES].filter((p) => !SPEC_DOC_ROUTES.includes(p) || isWritten(p)).sort())
  expect(colour.scopes.size).toBeLessThan(PAGES.length / 2)
})

/** Opens `path` in light mode with every block laid out (axe's contrast check reads the rendered page: e2e/app.ts); the HTTP status. */
async function open(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await renderDeferredBlocks(page)
  return response?.status()
}

/** spec/SPEC.md §2: a doc route answers 200 with its page (title, sidebar) at its own address; any other path the not-found page with 404. */
async function expectServed(page: Page, path: string, status: number | undefined): Promise<void> {
  expect(status, 'HTTP status').toBe(path === NOT_FOUND_PATH ? 404 : 200)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  if (!DOC_ROUTES.includes(path)) return
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: /.+/ }).first()).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}

/**
 * After hydration (e2e/app.ts): names in table cells stay whole on a phone (390 px; at 1280 px
 * before), then WCAG 1.4.10 (reflow) at 320 px. Long headings, inline code, file names, wide
 * code blocks and tables are the usual culprits, and any page can bring a new one. `open()` has
 * laid every block out (its style outlives hydration): a skipped section's paint containment
 * would clip what overflows it.
 */
async function expectPhoneWidths(page: Page, path: string): Promise<void> {
  await waitForApp(page)
  await page.setViewportSize({ width: 390, height: 900 })
  await expectNamesWhole(page, NAMES_AT_LEAST[path] ?? 0)
  await page.setViewportSize({ width: 320, height: 700 })
  await expectNoSidewaysScroll(page)
}

/**
 * Reference pages with wide tables of names, and how many names each must have at least (141, 217
 * and 126 when this was written): a page whose tables lose their names, or a check that stops
 * finding them, fails.
 */
const NAMES_AT_LEAST: Record<string, number> = {
  '/rtk-query/api/createApi': 120,
  '/rtk-query/api/created-api/hooks': 200,
  '/api/configureStore': 100,
}

/** Pages with sample tabs, where the tab check below must find some. */
const TABBED = ['/rtk-query/api/createApi', '/introduction/getting-started', '/api/other-exports']

/** Every tab names its panel (`aria-controls`) and that panel names the tab back (`aria-labelledby`). */
async function expectTabsAndPanelsPaired(page: Page, path: string): Promise<void> {
  // Read in one call each (other-exports has over a hundred tabs): [id, the id it points at].
  const tabs = await page.getByRole('tab').evaluateAll((all) => all.map((tab) => [tab.id, tab.getAttribute('aria-controls')]))
  const panels = new Map(
    await page
      .getByRole('tabpanel', { includeHidden: true })
      .evaluateAll((all) => all.map((panel) => [panel.id, panel.getAttribute('aria-labelledby')] as const)),
  )
  if (TABBED.includes(path)) expect(tabs.length).toBeGreaterThan(0)
  for (const [id, controls] of tabs) {
    expect(id, 'a tab has an id').toBeTruthy()
    expect(controls, `tab ${id} names its panel`).toBeTruthy()
    expect(panels.get(controls!), `the panel of tab ${id} is a tabpanel labelled by it`).toBe(id)
  }
}

async function expectNoViolations(check: AxeBuilder): Promise<void> {
  const results = await check.analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}×) e.g. ${v.nodes[0]?.html.slice(0, 160)}`)).toEqual([])
}

test.describe('accessibility', () => {
  // Every page is loaded once for all of its checks: the route table, axe (a colour page's
  // colours in both modes, switched by the navbar's toggle), the tabs, the names in table cells at
  // 1280 and 390 px, then the reflow at 320 px.
  // One test per page per concern cost a new browser context and page load each (docs/maintainers.md).
  for (const path of PAGES) {
    const scope = colour.scopes.get(path)
    const colours =
      scope === undefined
        ? 'outside the colour rules'
        : `in light or dark mode${scope === 'page' ? '' : ' (the colour rules on the looks it was chosen for)'}`
    test(`${path} is served, has no WCAG A/AA or best-practice violations ${colours}, its tabs and panels name each other, no name in a table breaks at 1280 or 390 px, and at 320 px it never scrolls sideways`, async ({
      readerPage: page,
    }) => {
      test.skip(SPEC_DOC_ROUTES.includes(path) && !isWritten(path), `page not written yet: content/docs${path}.mdx`)
      // axe on the longest reference page (8 900 elements) took 12–25 s in a fresh-clone run on this 2-core machine.
      test.setTimeout(90_000)
      await expectServed(page, path, await open(page, path))
      // A whole-page colour check runs in one axe run with the other rules.
      await expectNoViolations(scope === 'page' ? fullCheck(page) : fullCheck(page).disableRules(COLOUR_RULES))
      if (Array.isArray(scope)) await expectColours(page, scope)
      await expectTabsAndPanelsPaired(page, path)
      await expectNamesWhole(page, NAMES_AT_LEAST[path] ?? 0)
      if (scope !== undefined) {
        // The reader's way to dark mode; the tap starts the runtime, so axe waits for its hydration.
        await page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }).click()
        await waitForApp(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
        await expectColours(page, scope)
      }
      await expectPhoneWidths(page, path)
    })
  }
})
