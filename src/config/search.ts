/**
 * Which search back end a build uses, from the environment:
 *
 * - none of ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME set: the embedded index
 *   (built with the site, served by it, no account needed);
 * - all three set: Algolia (hosted), with that application, public search key and index;
 * - some of them set: a configuration error naming the missing ones.
 *
 * ALGOLIA_ADMIN_KEY is read only by `npm run search:upload`; the site build never puts it in
 * the site config, and refuses a search key that equals it.
 */

export const ALGOLIA_ENV = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_SEARCH_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const

export const ALGOLIA_ADMIN_KEY_ENV = 'ALGOLIA_ADMIN_KEY'

/** The site config's `search` field (siteMetadata.search). All strings, empty when embedded. */
export interface SearchConfig {
  provider: 'embedded' | 'algolia'
  appId: string
  /** The public, search-only key. */
  apiKey: string
  indexName: string
}

/** The index name the embedded back end answers to (DocSearch keys its recent searches by it). */
export const EMBEDDED_INDEX_NAME = 'embedded'

export const EMBEDDED_SEARCH: SearchConfig = { provider: 'embedded', appId: '', apiKey: '', indexName: '' }

export class SearchConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SearchConfigError'
  }
}

type Env = Record<string, string | undefined>

function list(names: string[]): string {
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

export function searchConfigFromEnv(env: Env): SearchConfig {
  const values = {
    appId: (env[ALGOLIA_ENV.appId] ?? '').trim(),
    apiKey: (env[ALGOLIA_ENV.apiKey] ?? '').trim(),
    indexName: (env[ALGOLIA_ENV.indexName] ?? '').trim(),
  }
  const keys = Object.keys(ALGOLIA_ENV) as Array<keyof typeof ALGOLIA_ENV>
  const missing = keys.filter((key) => !values[key]).map((key) => ALGOLIA_ENV[key])
  if (missing.length === keys.length) return EMBEDDED_SEARCH
  if (missing.length > 0) {
    const present = keys.filter((key) => values[key]).map((key) => ALGOLIA_ENV[key])
    throw new SearchConfigError(
      `Search configuration: ${list(missing)} ${missing.length === 1 ? 'is' : 'are'} not set, but ${list(present)} ${present.length === 1 ? 'is' : 'are'}. ` +
        `Set all three of ${list(Object.values(ALGOLIA_ENV))} to search with Algolia, or none of them to use the embedded index.`,
    )
  }
  if (!/^[A-Za-z0-9]+$/.test(values.appId)) {
    throw new SearchConfigError(
      `Search configuration: ${ALGOLIA_ENV.appId} "${values.appId}" is not an Algolia application id (letters and digits only).`,
    )
  }
  const adminKey = (env[ALGOLIA_ADMIN_KEY_ENV] ?? '').trim()
  if (adminKey && adminKey === values.apiKey) {
    throw new SearchConfigError(
      `Search configuration: ${ALGOLIA_ENV.apiKey} equals ${ALGOLIA_ADMIN_KEY_ENV}. The search key is published with the site; use the index's search-only key.`,
    )
  }
  return { provider: 'algolia', ...values }
}

/**
 * The embedded index, served by the site (paths without prefix): the first results come from the
 * shards of the query's words (SEARCH_SHARDS_DIR, see shards.ts); then the whole index, the
 * heading records (SEARCH_INDEX_PATH) and the paragraphs (SEARCH_BODY_PATH), is fetched in the
 * background and answers every later query.
 */
export const SEARCH_SHARDS_DIR = '/search-shards'
/** The list of shard keys, in SEARCH_SHARDS_DIR. */
export const SEARCH_SHARD_MANIFEST = 'keys.json'
export const SEARCH_INDEX_PATH = '/search-index.json'
export const SEARCH_BODY_PATH = '/search-body.json'
/** Every record in DocSearch's shape, for `npm run search:upload` (path without prefix). */
export const SEARCH_RECORDS_PATH = '/search-records.json'

/** The DocSearch modal's stylesheet, copied from @docsearch/css at build; versioned, so cached for good. */
export function docsearchStylesheetPath(version: string): string {
  return `/static/docsearch-${version}/modal.css`
}
