import { expect, test } from '@playwright/test'

// Each doc route's status, title and sidebar are checked with its other page checks, in one load (e2e/a11y.spec.ts).
test.describe('route table (spec/SPEC.md §2)', () => {
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
