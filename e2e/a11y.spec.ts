import { readFileSync } from 'fs'
import path from 'path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { parse, type HTMLElement } from 'node-html-parser'
import { builtPages } from '../src/build/headersFiles'
import { stripIndexHtml } from '../src/config/urls'
import { SPEC_DOC_ROUTES, isWritten } from './spec-routes'
import { COLOR_MODE_STORAGE_KEY } from '../src/colorMode/colorMode'
import { renderDeferredBlocks, storeBeforeLoad } from './app'

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

/** Every page; an unknown address is answered with the built 404.html. */
const NOT_FOUND_PATH = '/no/such/page'
const PAGES = ['/', ...SPEC_DOC_ROUTES, NOT_FOUND_PATH]

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

const styleKey = (element: HTMLElement): string =>
  [
    element.rawTagName,
    ...(element.getAttribute('class') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .sort()
      .map((name) => `.${name}`),
    ...Object.keys(element.attributes)
      .filter((name) => !CONTENT_ATTRIBUTES.has(name))
      .sort()
      .map((name) => (name.startsWith('aria-') ? `[${name}=${element.getAttribute(name)}]` : `[${name}]`)),
  ].join('')

/**
 * The pages checked in dark mode: the fewest, chosen greedily from the built HTML, that together
 * hold every element of every page outside code blocks as it is styled, by its tag, classes and
 * attributes and those of its parent and grandparent. Dark mode changes colours only (the markup
 * is the same), and an element's colours come from those; so these pages meet every colour pair
 * the site shows in dark mode, and the rules that do not read colours are checked on every page
 * in light mode. Axe on every page in both modes took 570 of Playwright's 1 750 worker-seconds in
 * fresh-clone CI (2026-11-27); this set is about a fifth of the pages.
 */
function darkModePages(): { pages: string[]; read: string[] } {
  const keysOf = new Map<string, Set<string>>()
  for (const file of builtPages('public')) {
    const route = stripIndexHtml(`/${path.relative('public', file).split(path.sep).join('/')}`)
    const page = route === '/404.html' ? NOT_FOUND_PATH : route
    if (!PAGES.includes(page)) continue
    const keys = new Set<string>()
    // Down the tree from <body>, each element's key after its parent's and grandparent's; code blocks left out.
    const walk = (element: HTMLElement, above: string[]) => {
      for (const child of element.children) {
        if (child.rawTagName === 'pre') continue
        const line = [...above, styleKey(child)].slice(-3)
        keys.add(line.join('>'))
        walk(child, line)
      }
    }
    const body = parse(readFileSync(file, 'utf8')).querySelector('body')
    if (body) walk(body, [styleKey(body)])
    keysOf.set(page, keys)
  }
  const chosen: string[] = []
  const covered = new Set<string>()
  const gain = (keys: Set<string>) => [...keys].filter((key) => !covered.has(key)).length
  for (;;) {
    const [best, keys] = [...keysOf].reduce((a, b) => (gain(b[1]) > gain(a[1]) ? b : a))
    if (gain(keys) === 0) return { pages: chosen, read: [...keysOf.keys()] }
    chosen.push(best)
    keys.forEach((key) => covered.add(key))
  }
}

const dark = darkModePages()

test('the dark-mode pages are chosen from every built page, and are fewer than half of them', () => {
  expect([...dark.read].sort()).toEqual([...PAGES].filter((p) => !SPEC_DOC_ROUTES.includes(p) || isWritten(p)).sort())
  expect(dark.pages.length).toBeLessThan(PAGES.length / 2)
})

for (const [mode, pages] of [
  ['light', PAGES],
  ['dark', dark.pages],
] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    for (const path of pages) {
      test(`${path} has no WCAG A/AA or best-practice violations`, async ({ page }) => {
        test.skip(SPEC_DOC_ROUTES.includes(path) && !isWritten(path), `page not written yet: content/docs${path}.mdx`)
        // axe on the longest reference page (8 900 elements) took 12–25 s in a fresh-clone run on this 2-core machine.
        test.setTimeout(90_000)
        await storeBeforeLoad(page, COLOR_MODE_STORAGE_KEY, mode)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
        // axe's contrast check reads the rendered page: every block is rendered first (e2e/app.ts).
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
      await page.goto(path)
      const results = await new AxeBuilder({ page }).withRules(['landmark-unique', 'aria-valid-attr-value']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual([])
      // Read in one call each (other-exports has over a hundred tabs): [id, the id it points at].
      const tabs = await page.getByRole('tab').evaluateAll((all) => all.map((tab) => [tab.id, tab.getAttribute('aria-controls')]))
      const panels = new Map(
        await page
          .getByRole('tabpanel', { includeHidden: true })
          .evaluateAll((all) => all.map((panel) => [panel.id, panel.getAttribute('aria-labelledby')] as const)),
      )
      expect(tabs.length).toBeGreaterThan(0)
      for (const [id, controls] of tabs) {
        expect(id, 'a tab has an id').toBeTruthy()
        expect(controls, `tab ${id} names its panel`).toBeTruthy()
        expect(panels.get(controls!), `the panel of tab ${id} is a tabpanel labelled by it`).toBe(id)
      }
    })
  }
})
