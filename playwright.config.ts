import { existsSync } from 'fs'
import { defineConfig } from '@playwright/test'
import { findChromium, TEST_CHROMIUM_FLAGS } from './scripts/chromium'
import { MAIN_PORT, VARIANT_DIR, VARIANT_PORT } from './scripts/variants'

/** Browser tests against the production build in public/, served by the same server as `npm start`. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI one retry: a test that passes only on its retry is reported as flaky, by name, at the
  // end of `npm test` (scripts/run-tests.ts), so it is seen and fixed rather than hidden.
  retries: process.env.CI ? 1 : 0,
  // The slowest browser test outside a11y.spec.ts took 7 s in a fresh-clone run here; axe's page checks set their own.
  timeout: 20_000,
  expect: { timeout: 10_000 },
  // On CI the dot reporter keeps the log short, so the failures it prints last are what a log excerpt shows.
  reporter: [[process.env.CI ? 'dot' : 'list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    launchOptions: {
      executablePath: findChromium(),
      args: TEST_CHROMIUM_FLAGS,
    },
  },
  // The main build in public/ and, when it exists, the variant build (scripts/variants.ts).
  webServer: [
    {
      command: 'npx tsx scripts/serve.ts',
      env: { PORT: String(MAIN_PORT), PUBLIC_DIR: 'public' },
      url: `http://127.0.0.1:${MAIN_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(existsSync(VARIANT_DIR)
      ? [
          {
            command: 'npx tsx scripts/serve.ts',
            env: { PORT: String(VARIANT_PORT), PUBLIC_DIR: VARIANT_DIR },
            url: `http://127.0.0.1:${VARIANT_PORT}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
})
