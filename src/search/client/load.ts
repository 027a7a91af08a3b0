/**
 * The search client for a build's back end, loaded on demand (a separate chunk each), so a page
 * that never searches carries neither the embedded engine nor the hosted client.
 */
import { EMBEDDED_INDEX_NAME, type SearchConfig } from '../config'
import type { SearchClient } from './types'

export async function loadSearchClient(config: SearchConfig, embeddedIndexUrl: string): Promise<SearchClient> {
  if (config.provider === 'algolia') {
    const { createHostedClient } = await import('./hosted')
    return createHostedClient(config)
  }
  const { createEmbeddedClient } = await import('./embedded')
  return createEmbeddedClient(embeddedIndexUrl)
}

/** The index a search request goes to: the configured Algolia index, or the embedded one. */
export function indexNameOf(config: SearchConfig): string {
  return config.provider === 'algolia' ? config.indexName : EMBEDDED_INDEX_NAME
}
