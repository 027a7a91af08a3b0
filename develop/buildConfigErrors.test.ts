/**
 * A real `gatsby build` with a bad environment stops before building anything, with the message
 * that names the variable (Gatsby's config loader would otherwise swallow it, see src/build/checkEnv.ts).
 */
import { spawnSync } from 'child_process'
import { copySite, removeSite } from './siteCopy'

function build(cwd: string, env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd,
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
  // One build with every kind of problem (each build costs about 20 s of CPU here): the check
  // names them all before it stops.
  let result: { status: number | null; output: string }
  // In a copy of the site: even a build that stops writes Gatsby's compiled config into .cache/.
  beforeAll(() => {
    const site = copySite()
    try {
      result = build(site, { GA_TRACKING_ID: 'oops', BASE_URL_BANNER: 'maybe', ALGOLIA_APP_ID: 'APP123' })
    } finally {
      removeSite(site)
    }
  }, 60_000)

  test('stops before building anything', () => {
    expect(result.status).not.toBe(0)
    expect(result.output).not.toContain('createPages')
  })

  test('names the malformed variables', () => {
    expect(result.output).toContain('GA_TRACKING_ID="oops" is not a Google tag id')
    expect(result.output).toContain('BASE_URL_BANNER="maybe" is not a yes/no value')
  })

  test('names the missing Algolia variables when only some are set', () => {
    expect(result.output).toMatch(/ALGOLIA_SEARCH_KEY and ALGOLIA_INDEX_NAME are not set/)
  })
})
