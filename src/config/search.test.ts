import { ALGOLIA_ENV, EMBEDDED_SEARCH, docsearchStylesheetPath } from './search'
import { EnvError, envProblems, searchConfigFromEnv } from './env'
import { createSiteMetadata } from './site'

const KEYS = { ALGOLIA_APP_ID: 'APPID123', ALGOLIA_SEARCH_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'docs' }

describe('search configuration from the environment', () => {
  it('uses the embedded index when no Algolia variable is set (or they are blank)', () => {
    expect(searchConfigFromEnv({})).toEqual(EMBEDDED_SEARCH)
    expect(searchConfigFromEnv({ ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_KEY: '', ALGOLIA_INDEX_NAME: '' })).toEqual(EMBEDDED_SEARCH)
  })

  it('uses Algolia when all three are set', () => {
    expect(searchConfigFromEnv(KEYS)).toEqual({ provider: 'algolia', appId: 'APPID123', apiKey: 'search-key', indexName: 'docs' })
  })

  it.each(Object.values(ALGOLIA_ENV))('fails naming %s when only it is missing', (missing) => {
    const env: Record<string, string> = { ...KEYS, [missing]: '' }
    expect(() => searchConfigFromEnv(env)).toThrow(EnvError)
    expect(() => searchConfigFromEnv(env)).toThrow(new RegExp(`\\n  - Search configuration: ${missing} is not set`))
  })

  it('names every missing variable when two are missing', () => {
    expect(() => searchConfigFromEnv({ ALGOLIA_SEARCH_KEY: 'k' })).toThrow(
      'Search configuration: ALGOLIA_APP_ID and ALGOLIA_INDEX_NAME are not set, but ALGOLIA_SEARCH_KEY is.',
    )
  })

  it('refuses an app id that cannot be part of a host name', () => {
    expect(() => searchConfigFromEnv({ ...KEYS, ALGOLIA_APP_ID: 'evil.example.com/x' })).toThrow(/not an Algolia application id/)
  })

  it('refuses a search key that is the admin key', () => {
    expect(() => searchConfigFromEnv({ ...KEYS, ALGOLIA_ADMIN_KEY: 'search-key' })).toThrow(/ALGOLIA_SEARCH_KEY equals ALGOLIA_ADMIN_KEY/)
    expect(searchConfigFromEnv({ ...KEYS, ALGOLIA_ADMIN_KEY: 'another-key' }).provider).toBe('algolia')
  })

  it('is part of the site config, and a partial configuration fails the config (and so the build)', () => {
    expect(createSiteMetadata({}).search).toEqual(EMBEDDED_SEARCH)
    expect(createSiteMetadata(KEYS).search.provider).toBe('algolia')
    expect(() => createSiteMetadata({ ALGOLIA_APP_ID: 'X' })).toThrow(/ALGOLIA_SEARCH_KEY and ALGOLIA_INDEX_NAME are not set/)
  })

  it('is checked with the other build variables, so every problem is named at once', () => {
    expect(envProblems({ GA_TRACKING_ID: 'oops', ALGOLIA_INDEX_NAME: 'docs' })).toEqual([
      'GA_TRACKING_ID="oops" is not a Google tag id such as G-XXXXXXXXXX',
      'Search configuration: ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are not set, but ALGOLIA_INDEX_NAME is. Set all three of ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_INDEX_NAME to search with Algolia, or none of them to use the embedded index.',
    ])
  })

  it('never carries the admin key', () => {
    expect(JSON.stringify(createSiteMetadata({ ...KEYS, ALGOLIA_ADMIN_KEY: 'admin-secret-value' }))).not.toContain('admin-secret-value')
  })

  it('versions the modal stylesheet path', () => {
    expect(docsearchStylesheetPath('4.7.0')).toBe('/static/docsearch-4.7.0/modal.css')
  })
})
