import { expect, test, type Page } from '@playwright/test'
import { TYPES_FAILED, TYPES_POPUP_ID } from '../src/typeInfo/attributes'

/**
 * Hover types (README, "Types on hover"): a name of a TypeScript sample shows its type on hover, on
 * a tap and from the keyboard, before Gatsby's runtime starts and after a client-side navigation.
 */
const ROUTE = '/rtk-query/usage/queries'
/** The sample line whose hook is hovered: the generated hook of the queries guide's first component. */
const LINE = 'const { data: posts, error, isLoading, isFetching } = useGetPostsQuery()'
const HOOK = 'useGetPostsQuery'

/** The centre of `word`'s first occurrence after `after` in a visible sample, in the viewport. */
async function wordCentre(page: Page, after: string, word: string): Promise<{ x: number; y: number }> {
  const main = page.getByRole('main')
  const pre = main.locator('pre:visible', { hasText: after }).first()
  await pre.scrollIntoViewIfNeeded()
  return pre.evaluate(
    (element, [after, word]) => {
      const code = element.querySelector('code')!
      const start = code.textContent!.indexOf(after) + after.indexOf(word)
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      let seen = 0
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.nodeValue!.length
        if (seen + length > start) {
          range.setStart(node, start - seen)
          range.setEnd(node, start - seen + word.length)
          break
        }
        seen += length
      }
      const rect = range.getBoundingClientRect()
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
    },
    [after, word] as const,
  )
}

const tooltip = (page: Page) => page.getByRole('tooltip')

test('hovering a generated hook shows its type with its result fields, highlighted, inside the viewport', async ({ page }) => {
  await page.goto(ROUTE)
  const { x, y } = await wordCentre(page, LINE, HOOK)
  await page.mouse.move(x, y)
  await expect(tooltip(page)).toBeVisible()
  await expect(tooltip(page)).toContainText(HOOK)
  for (const field of ['data', 'isLoading', 'isFetching', 'isError']) await expect(tooltip(page)).toContainText(`${field}`)
  // Highlighted with the samples' token classes: some of its text is in coloured spans.
  expect(await tooltip(page).locator('code span').count()).toBeGreaterThan(3)
  const box = (await tooltip(page).boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  // Off the names, it goes.
  await page.mouse.move(5, 5)
  await expect(tooltip(page)).toBeHidden()
})

test('the keyboard reaches the popup from the sample, one tab stop, and Escape closes it', async ({ page }) => {
  await page.goto(ROUTE)
  const pre = page.getByRole('main').locator('pre:visible', { hasText: LINE }).first()
  await pre.focus()
  await page.keyboard.press('ArrowRight')
  await expect(tooltip(page)).toBeVisible()
  const first = await tooltip(page).textContent()
  await expect(pre).toHaveAttribute('aria-describedby', (await tooltip(page).getAttribute('id'))!)
  await page.keyboard.press('ArrowRight')
  await expect(tooltip(page)).not.toHaveText(first!)
  // The arrows go from name to name until the hook.
  for (let i = 0; i < 200 && !((await tooltip(page).textContent()) ?? '').includes(HOOK); i++) await page.keyboard.press('ArrowRight')
  await expect(tooltip(page)).toContainText('isLoading')
  await expect(pre).toBeFocused()
  // The name the keyboard is on is marked: the highlight covers it, and its text is painted with the highlight's style.
  const marked = await pre.evaluate((_, name) => {
    const range = [...CSS.highlights.get(name)!][0] as Range
    const pseudo = `::highlight(${name})`
    const inside = getComputedStyle(range.startContainer.parentElement!, pseudo).backgroundColor
    return { text: range.toString(), inside, outside: getComputedStyle(document.body, pseudo).backgroundColor }
  }, TYPES_POPUP_ID)
  expect(marked.text).toBe(HOOK)
  expect(marked.inside).not.toBe(marked.outside)
  // Outside the samples no element has that highlight's style: working it out for every element made each restyle a third slower (src/typeInfo/typeInfo.css).
  expect(marked.outside).toBe('rgba(0, 0, 0, 0)')
  await page.keyboard.press('Escape')
  await expect(tooltip(page)).toBeHidden()
  await expect(pre).not.toHaveAttribute('aria-describedby', /./)
})

test.describe('on a touch device', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
  test('a tap on a name shows its type, a tap elsewhere hides it', async ({ page }) => {
    await page.goto(ROUTE)
    // The import line's hook: the call's line is wider than a phone's sample.
    const { x, y } = await wordCentre(page, `import { ${HOOK} }`, HOOK)
    await page.touchscreen.tap(x, y)
    await expect(tooltip(page)).toContainText(`(alias) const ${HOOK}`)
    const box = (await tooltip(page).boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await page.touchscreen.tap(200, 20)
    await expect(tooltip(page)).toBeHidden()
  })
})

test('a failed fetch of the type data says so, and the next hover fetches it again', async ({ page }) => {
  let fail = true
  await page.route('**/types/*.json', (route) => (fail ? route.abort() : route.continue()))
  await page.goto(ROUTE)
  const { x, y } = await wordCentre(page, LINE, HOOK)
  await page.mouse.move(x, y)
  await expect(tooltip(page)).toHaveText(TYPES_FAILED)
  fail = false
  await page.mouse.move(5, 5)
  await page.mouse.move(x, y)
  await expect(tooltip(page)).toContainText('isLoading')
})

test('works after a client-side navigation', async ({ page }) => {
  await page.goto('/rtk-query/usage/mutations')
  await page.keyboard.press('Escape') // starts the runtime (e2e/app.ts)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Queries', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Queries' })).toBeVisible()
  const { x, y } = await wordCentre(page, LINE, HOOK)
  await page.mouse.move(x, y)
  await expect(tooltip(page)).toContainText('isLoading')
})
