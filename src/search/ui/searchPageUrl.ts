import { SEARCH_ROUTE } from '../../content/routes'
import { normalizeQuery } from '../query'

/** The search page's query parameter: /search?q=… */
export const QUERY_PARAM = 'q'

/** The shareable address of the search page for a query: /search?q=… (no prefix; Link adds it). */
export function searchPageUrl(query: string): string {
  const q = normalizeQuery(query)
  return q ? `${SEARCH_ROUTE}?${new URLSearchParams({ [QUERY_PARAM]: q })}` : SEARCH_ROUTE
}

/** The query in a search page address's query string (`?q=…`), normalised. */
export function queryOfSearch(search: string): string {
  return normalizeQuery(new URLSearchParams(search).get(QUERY_PARAM))
}
