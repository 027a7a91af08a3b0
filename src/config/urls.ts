import type { SiteMetadata } from './site'

/** The absolute URL of a site path (a route, or a file such as /api/createSlice.md), with the path prefix. */
export function canonicalUrl(site: Pick<SiteMetadata, 'siteUrl' | 'baseUrl'>, path: string): string {
  const prefix = site.baseUrl === '/' ? '' : site.baseUrl
  return `${site.siteUrl}${prefix}${path === '/' && prefix ? '' : path}`
}
