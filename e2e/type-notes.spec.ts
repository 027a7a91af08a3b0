import { readFileSync } from 'fs'
import path from 'path'
import { expect, test } from '@playwright/test'
import { DOCS_DIR, findMdxFiles } from '../src/content/paths'
import { docIdFromRelativePath } from '../src/content/routes'

/**
 * The samples' type notation (AUTHORING.md, "Showing types"): every `// ^?` a page's MDX writes is
 * answered on the page, with scripts off, and in its `.md` twin; every `@errors` block shows the
 * compiler's message under its line and not the `@errors` line; the JavaScript tabs carry none of
 * it. The counts come from the MDX files, not from the code that answers them.
 */
const WRITTEN_QUERY = /^\s*\/\/\s*\^\?\s*$/
const WRITTEN_ERRORS = /^\s*\/\/\s*@errors:/
const ANSWERED = /^\s*\/\/\s*\^\? \S/
const MESSAGE = /^\s*\/\/ error TS\d+: \S/

const pages = findMdxFiles(DOCS_DIR)
  .map((file) => {
    const lines = readFileSync(file, 'utf8').split('\n')
    return {
      route: `/${docIdFromRelativePath(path.relative(DOCS_DIR, file).split(path.sep).join('/'))}`,
      queries: lines.filter((line) => WRITTEN_QUERY.test(line)).length,
      errors: lines.filter((line) => WRITTEN_ERRORS.test(line)).length,
    }
  })
  .filter((page) => page.queries + page.errors > 0)

const count = (text: string, pattern: RegExp) => text.split('\n').filter((line) => pattern.test(line)).length

test('the docs use the notation: at least 40 queries, on at least 8 pages', () => {
  expect(pages.reduce((sum, page) => sum + page.queries, 0)).toBeGreaterThanOrEqual(40)
  expect(pages.filter((page) => page.queries > 0).length).toBeGreaterThanOrEqual(8)
})

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false })
  for (const { route, queries, errors } of pages) {
    test(`${route}: every ^? is answered and every @errors block shows its messages, in the TypeScript only`, async ({ page }) => {
      await page.goto(route)
      const main = page.getByRole('main')
      // Every code block's text; the JavaScript panels are checked to hold none of the notation.
      const code = (await main.locator('pre').allTextContents()).join('\n')
      const javascript = (await main.getByRole('tabpanel', { name: 'JavaScript' }).allTextContents()).join('\n')
      expect(count(code, ANSWERED)).toBe(queries)
      expect(count(code, WRITTEN_QUERY)).toBe(0)
      expect(count(code, MESSAGE)).toBeGreaterThanOrEqual(errors)
      expect(count(code, WRITTEN_ERRORS)).toBe(0)
      expect(javascript.length, 'the page has JavaScript tabs').toBeGreaterThan(0)
      expect(javascript).not.toMatch(/\^\?|error TS\d+|@errors/)
    })
  }
})

test('the .md twins carry the answers and the messages', async ({ request }) => {
  for (const { route, queries, errors } of pages) {
    const twin = await (await request.get(`${route}.md`)).text()
    expect({ route, answered: count(twin, ANSWERED), unanswered: count(twin, WRITTEN_QUERY) }).toEqual({
      route,
      answered: queries,
      unanswered: 0,
    })
    expect(count(twin, MESSAGE), route).toBeGreaterThanOrEqual(errors)
  }
})
