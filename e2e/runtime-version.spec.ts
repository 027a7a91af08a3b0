/**
 * The docs version choice (spec/SPEC.md §4): a navbar control lists the DocsVersion nodes; choosing
 * one stores it in localStorage and it is read back on the next visit; a stored version that no
 * longer exists falls back to the current one without an error.
 *
 * The site documents one version. To see a stored choice being read back, one test answers the
 * navbar's static query with a second version added, as a build with two versions would.
 */
import { expect, test, type Page } from '@playwright/test'
import { PREFERRED_VERSION_STORAGE_KEY } from '../src/versions/docsVersion'
import { VERSION_MENU_LABEL } from '../src/versions/labels'
import { CURRENT_VERSION_NAME } from '../src/versions/versions'
import { routeOfDocId } from '../src/content/routes'
import { storeBeforeLoad, storedValue } from './app'
import { builtDocsVersions, recordProblems, waitForApp } from './runtime-support'

const versions = builtDocsVersions()
const current = versions.find((v) => v.name === CURRENT_VERSION_NAME)!
const menuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: new RegExp(`^${VERSION_MENU_LABEL} `) })
const stored = (page: Page) => storedValue(page, PREFERRED_VERSION_STORAGE_KEY)

/** A second, older version, as a build with two versions would list it. */
const legacy = {
  name: 'legacy',
  label: '1.x',
  release: '1.9.7',
  path: '/',
  mainDocId: 'tutorials/overview',
  docs: [] as Array<{ id: string; path: string }>,
}

async function addLegacyVersion(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/page-data/sq/d/'),
    async (route) => {
      const response = await route.fetch()
      const json = (await response.json()) as { data?: { allDocsVersion?: { nodes: unknown[] } } }
      if (json.data?.allDocsVersion)
        json.data.allDocsVersion.nodes.push({ ...legacy, docs: [{ id: legacy.mainDocId, path: routeOfDocId(legacy.mainDocId) }] })
      await route.fulfill({ response, json })
    },
  )
}

test.describe('12. docs version choice', () => {
  test('the navbar control lists the versions; choosing one stores it and opens its main doc', async ({ page }) => {
    expect(versions.length).toBeGreaterThan(0)
    await page.goto('/')
    await waitForApp(page)
    const button = menuButton(page)
    await expect(button).toHaveAccessibleName(`${VERSION_MENU_LABEL} ${current.label}`)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const list = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: current.label }) })
    await expect(list.getByRole('link')).toHaveCount(versions.length)
    for (const version of versions)
      await expect(list.getByRole('link', { name: new RegExp(`^${version.label} ${version.release}$`) })).toBeVisible()
    await expect(list.getByRole('link', { name: new RegExp(`^${current.label}`) })).toHaveAttribute('aria-current', 'true')

    await list.getByRole('link', { name: new RegExp(`^${current.label}`) }).click()
    await expect(page).toHaveURL(new RegExp(`${routeOfDocId(current.mainDocId)}$`))
    expect(await stored(page)).toBe(current.name)

    // Escape closes the list and returns focus to the button.
    await menuButton(page).click()
    await page.keyboard.press('Escape')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton(page)).toBeFocused()
  })

  test('a stored choice is read back on the next visit (with a second version available)', async ({ page }) => {
    await addLegacyVersion(page)
    await page.goto('/')
    await waitForApp(page)
    await menuButton(page).click()
    await page.getByRole('link', { name: new RegExp(`^${legacy.label} `) }).click()
    await expect(page).toHaveURL(new RegExp(`${routeOfDocId(legacy.mainDocId)}$`))
    expect(await stored(page)).toBe(legacy.name)

    // Next visit: outside the docs the control shows the stored version…
    await page.goto('/')
    await waitForApp(page)
    await expect(menuButton(page)).toHaveAccessibleName(`${VERSION_MENU_LABEL} ${legacy.label}`)
    // …and on a doc page, the version that page belongs to.
    await page.goto(routeOfDocId(current.mainDocId))
    await waitForApp(page)
    await expect(menuButton(page)).toHaveAccessibleName(`${VERSION_MENU_LABEL} ${current.label}`)
  })

  test('a stored version that no longer exists falls back to the current one, without an error', async ({ page }) => {
    const problems = await recordProblems(page)
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await storeBeforeLoad(page, PREFERRED_VERSION_STORAGE_KEY, 'removed-in-2019')
    await page.goto('/')
    await waitForApp(page)
    await expect(menuButton(page)).toHaveAccessibleName(`${VERSION_MENU_LABEL} ${current.label}`)
    await menuButton(page).click()
    await expect(page.getByRole('link', { name: new RegExp(`^${current.label}`) })).toHaveAttribute('aria-current', 'true')
    expect(problems.pageErrors).toEqual([])
    expect(errors).toEqual([])
  })
})
