/**
 * The hosted back end for the /search page: Algolia's multi-query endpoint
 * (POST /1/indexes/*\/queries), called with fetch. The DocSearch modal uses its own bundled
 * Algolia client; this page does not load that bundle just to send one request. Like Algolia's
 * clients, it tries the application's DSN host first, then the fallback hosts, and passes the
 * credentials as query parameters (no CORS preflight).
 */
import type { SearchConfig } from '../../config/search'
import { SearchUnavailableError, type SearchClient, type SearchResponse } from './types'

export const ALGOLIA_AGENT = 'redux-toolkit-docs search page'

/** Hosts in the order Algolia's clients use them for searches. */
export function algoliaHosts(appId: string): string[] {
  return [`${appId}-dsn.algolia.net`, `${appId}-1.algolianet.com`, `${appId}-2.algolianet.com`, `${appId}-3.algolianet.com`]
}

export function algoliaQueriesUrl(host: string, config: Pick<SearchConfig, 'appId' | 'apiKey'>): string {
  const params = new URLSearchParams({
    'x-algolia-agent': ALGOLIA_AGENT,
    'x-algolia-api-key': config.apiKey,
    'x-algolia-application-id': config.appId,
  })
  return `https://${host}/1/indexes/*/queries?${params}`
}

export function createHostedClient(config: Pick<SearchConfig, 'appId' | 'apiKey'>, fetchImpl: typeof fetch = fetch): SearchClient {
  return {
    async search({ requests }) {
      const body = JSON.stringify({ requests })
      const failures: string[] = []
      for (const host of algoliaHosts(config.appId)) {
        let response: Response
        try {
          // A CORS-safelisted content type keeps it a simple request (no preflight), as Algolia's clients do.
          response = await fetchImpl(algoliaQueriesUrl(host, config), {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        } catch (error) {
          failures.push(`${host}: ${(error as Error).message}`)
          continue
        }
        if (response.ok) return (await response.json()) as { results: SearchResponse[] }
        // 4xx: the request itself is wrong (bad key, missing index); another host will say the same.
        if (response.status < 500) {
          const detail = await response.json().then(
            (json: { message?: string }) => json.message,
            () => undefined,
          )
          throw new Error(`Algolia refused the search (HTTP ${response.status}${detail ? `: ${detail}` : ''}).`)
        }
        failures.push(`${host}: HTTP ${response.status}`)
      }
      throw new SearchUnavailableError(`Algolia could not be reached (${failures.join('; ')}).`)
    },
  }
}
