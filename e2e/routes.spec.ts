import { expect, test } from '@playwright/test'
import { SPEC_DOC_ROUTES, isWritten } from './spec-routes'

test.describe('route table (spec/SPEC.md §2)', () => {
  for (const route of SPEC_DOC_ROUTES) {
    test(`${route} serves its doc page`, async ({ page }) => {
      test.skip(!isWritten(route), `page not written yet: content/docs${route}.mdx does not exist`)
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: /.+/ }).first()).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${route}$`))
    })
  }

  test('/ serves the home page', async ({ page }) => {
    expect((await page.goto('/'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Redux Toolkit' })).toBeVisible()
  })

  test('any other path serves the not-found page with status 404', async ({ page }) => {
    for (const path of ['/no/such/page', '/api/createSlic', '/api']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
      await expect(page.getByRole('search', { name: 'Search the docs' })).toBeVisible()
    }
  })
})

test('/search serves the search page', async ({ page }) => {
  expect((await page.goto('/search'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Search the docs' })).toBeVisible()
})
