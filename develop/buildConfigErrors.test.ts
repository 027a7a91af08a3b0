/**
 * A real `gatsby build` with a bad environment stops before building anything, with the message
 * that names the variable (Gatsby's config loader would otherwise swallow it, see src/build/checkEnv.ts).
 */
import { spawnSync } from 'child_process'
import { SITE_ROOT } from '../src/content/paths'

function build(env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: SITE_ROOT,
    env: {
      ...process.env,
      GA_TRACKING_ID: '',
      EDIT_URL: '',
      SITE_URL: '',
      PATH_PREFIX: '',
      BASE_URL_BANNER: '',
      ALGOLIA_APP_ID: '',
      ALGOLIA_SEARCH_KEY: '',
      ALGOLIA_INDEX_NAME: '',
      ...env,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
    encoding: 'utf8',
    // It stops before building anything: about 7 s here.
    timeout: 60_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('gatsby build with a bad environment', () => {
  test('names the malformed variables and stops', () => {
    const { status, output } = build({ GA_TRACKING_ID: 'oops', BASE_URL_BANNER: 'maybe' })
    expect(status).not.toBe(0)
    expect(output).toContain('GA_TRACKING_ID="oops" is not a Google tag id')
    expect(output).toContain('BASE_URL_BANNER="maybe" is not a yes/no value')
    expect(output).not.toContain('createPages')
  }, 60_000)

  test('names the missing Algolia variables when only some are set', () => {
    const { status, output } = build({ ALGOLIA_APP_ID: 'APP123' })
    expect(status).not.toBe(0)
    expect(output).toMatch(/ALGOLIA_SEARCH_KEY and ALGOLIA_INDEX_NAME are not set/)
  }, 60_000)
})
