/**
 * What the site and its browser tests take as given about Gatsby's runtime, each pinned against
 * the installed Gatsby by gatsbyContracts.test.ts, which names the fact that moved.
 */

/** Where Gatsby's loader fetches a route's page data (cache-dir/loader.js, without a path prefix). */
export function pageDataPath(route: string): string {
  return `/page-data/${route === '/' ? 'index' : route.replace(/^\/|\/$/g, '')}/page-data.json`
}

/**
 * Gatsby's loader starts a batch of in-view prefetches this long after the first is queued, and
 * the next batch this long after a batch is done (cache-dir/loader.js). Browser tests move the
 * page's clock past it instead of waiting.
 */
export const GATSBY_PREFETCH_BATCH_DELAY_MS = 3_000
