/**
 * Which search back end a build uses, from the environment:
 *
 * - none of ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME set: the embedded index
 *   (built with the site, served by it, no account needed);
 * - all three set: Algolia (hosted), with that application, public search key and index;
 * - some of them set: a configuration error naming the missing ones.
 *
 * ALGOLIA_ADMIN_KEY is read only by `npm run search:upload`; the site build never puts it in
 * the site config, and refuses a search key that equals it. The checks are part of the build's
 * environment schema (searchConfigFromEnv in src/config/env.ts); this module holds only what the
 * browser needs too.
 */

export const ALGOLIA_ENV = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_SEARCH_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const

export const ALGOLIA_ADMIN_KEY_ENV = 'ALGOLIA_ADMIN_KEY'

/** The site config's `search` field: the content layer's `SiteSearch` (src/build/schema.ts); the strings are empty when embedded. */
export type SearchConfig = Queries.SiteSearch

/** The index name the embedded back end answers to (DocSearch keys its recent searches by it). */
export const EMBEDDED_INDEX_NAME = 'embedded'

export const EMBEDDED_SEARCH: SearchConfig = { provider: 'embedded', appId: '', apiKey: '', indexName: '' }

/**
 * The embedded index, served by the site (paths without prefix): the first results come from the
 * shards of the query's words (SEARCH_SHARDS_DIR, see src/search/shards.ts); then the whole index, the
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
