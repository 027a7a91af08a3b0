import { ALGOLIA_ENV, EMBEDDED_SEARCH, SearchConfigError, docsearchStylesheetPath, searchConfigFromEnv } from './search'
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
    expect(() => searchConfigFromEnv(env)).toThrow(SearchConfigError)
    expect(() => searchConfigFromEnv(env)).toThrow(new RegExp(`^Search configuration: ${missing} is not set`))
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

  it('never carries the admin key', () => {
    expect(JSON.stringify(createSiteMetadata({ ...KEYS, ALGOLIA_ADMIN_KEY: 'admin-secret-value' }))).not.toContain('admin-secret-value')
  })

  it('versions the modal stylesheet path', () => {
    expect(docsearchStylesheetPath('4.7.0')).toBe('/static/docsearch-4.7.0/modal.css')
  })
})
