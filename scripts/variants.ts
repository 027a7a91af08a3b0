/**
 * The builds the browser tests run against. `main` is the default configuration (no analytics,
 * base-URL banner on, embedded search). `variant` turns on everything that is off by default
 * (analytics with a test id, banner off, hosted search with test keys, edit links), so one extra build
 * covers every build-time switch. Test keys and ids are fake: tests answer those requests locally.
 */
export interface BuildVariant {
  name: string
  /** Folder the build is kept in while the tests run. */
  dir: string
  env: Record<string, string>
}

export const VARIANT_ENV: Record<string, string> = {
  GA_TRACKING_ID: 'G-TEST12345',
  BASE_URL_BANNER: 'false',
  ALGOLIA_APP_ID: 'TESTAPPID',
  ALGOLIA_SEARCH_KEY: 'test-search-key-0123456789',
  ALGOLIA_INDEX_NAME: 'rtk-docs-test',
  // Set during the build only to prove it never reaches public-variant/ (e2e/search.spec.ts).
  ALGOLIA_ADMIN_KEY: 'test-admin-key-never-published',
  EDIT_URL: 'https://github.com/example/rtk-docs/edit/main',
  // No .gz/.br twins: no test reads them there (the server gzips on the fly), and they are most of a build's compression time (docs/maintainers.md).
  PRECOMPRESS: 'false',
}

/** Every variable a build reads, cleared for the main build so the caller's shell cannot leak in. */
export const MAIN_ENV: Record<string, string> = Object.fromEntries(Object.keys(VARIANT_ENV).map((key) => [key, '']))

export const VARIANT_DIR = 'public-variant'

export const BUILDS: BuildVariant[] = [
  { name: 'variant', dir: VARIANT_DIR, env: VARIANT_ENV },
  { name: 'main', dir: 'public', env: MAIN_ENV },
]

export const MAIN_PORT = Number(process.env.E2E_PORT ?? 9321)
export const VARIANT_PORT = Number(process.env.E2E_VARIANT_PORT ?? 9322)
export const VARIANT_URL = `http://127.0.0.1:${VARIANT_PORT}`
