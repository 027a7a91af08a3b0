/**
 * Where a doc's route comes from: its file's place under content/docs. "api/createSlice.mdx" is
 * the doc "api/createSlice" at the route "/api/createSlice".
 */

/** The doc id of a file path relative to content/docs ("api/createSlice.mdx" → "api/createSlice"). */
export function docIdFromRelativePath(relativePath: string): string {
  return relativePath.replace(/\\/g, '/').replace(/^\/+/, '').replace(/\.mdx?$/, '')
}

/** The route of a doc id ("api/createSlice" → "/api/createSlice"). */
export function routeOfDocId(docId: string): string {
  return `/${docId}`
}

export const HOME_ROUTE = '/'
export const SEARCH_ROUTE = '/search'
export const NOT_FOUND_ROUTE = '/404'
