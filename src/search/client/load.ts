/**
 * The search client for a build's back end, loaded on demand (a separate chunk each), so a page
 * that never searches carries neither the embedded engine nor the hosted client.
 */
import { EMBEDDED_INDEX_NAME, SEARCH_BODY_PATH, SEARCH_INDEX_PATH, SEARCH_SHARDS_DIR, type SearchConfig } from '../../config/search'
import type { SearchClient } from './types'

/**
 * `withPrefix` turns the index paths into URLs; `complete` makes the embedded client wait for the
 * whole index (the /search page) instead of answering from its first tier.
 */
export async function loadSearchClient(
  config: SearchConfig,
  withPrefix: (path: string) => string,
  { complete = false } = {},
): Promise<SearchClient> {
  if (config.provider === 'algolia') {
    const { createHostedClient } = await import('./hosted')
    return createHostedClient(config)
  }
  const { createEmbeddedClient } = await import('./embedded')
  return createEmbeddedClient(
    { shards: withPrefix(SEARCH_SHARDS_DIR), heads: withPrefix(SEARCH_INDEX_PATH), body: withPrefix(SEARCH_BODY_PATH) },
    fetch,
    { complete },
  )
}

/** The index a search request goes to: the configured Algolia index, or the embedded one. */
export function indexNameOf(config: SearchConfig): string {
  return config.provider === 'algolia' ? config.indexName : EMBEDDED_INDEX_NAME
}
