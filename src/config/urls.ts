/**
 * The site's URL rules, each written once: the path prefix, external links, canonical URLs.
 * Small and free of the build's checks, because the browser bundle imports it.
 */
import type { SiteMetadata } from './site'

/** Normalises a path prefix: "" and "/" mean the root; otherwise a leading slash and no trailing one. */
export function normalizeBaseUrl(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').trim().replace(/\/+$/, '')
  if (trimmed === '') return '/'
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** A trailing "/index.html": the path names the same page as the path without it. */
export const INDEX_HTML_SUFFIX = /\/index\.html$/

/**
 * "/api/createSlice/index.html" → "/api/createSlice", "/index.html" → "/"; other paths unchanged.
 * The one index.html rule: the browser's navigations (src/browser/paths.ts), the base-URL banner's
 * inline script, the static server's redirect, and the built site's routes all use it
 * (deploy/nginx.conf writes the same redirect in nginx's language; postbuild/nginx.test.ts checks it).
 * Self-contained when `suffix` is passed: the runtime starter's inline script carries its source
 * (src/runtimeStart/starter.ts).
 */
export function stripIndexHtml(pathname: string, suffix: RegExp = INDEX_HTML_SUFFIX): string {
  return suffix.test(pathname) ? pathname.replace(suffix, '') || '/' : pathname
}

/** A link that leaves the site: one with a scheme (https:, mailto:) or protocol-relative (//host). */
export function isExternal(to: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to)
}

/** "Copyright © 2015–2021 holder." */
export function copyrightLine(c: SiteMetadata['theme']['footer']['copyright']): string {
  return `Copyright © ${c.from}–${c.to} ${c.holder}.`
}

/** The absolute URL of a site path (a route, or a file such as /api/createSlice.md), with the path prefix. */
export function canonicalUrl(site: Pick<SiteMetadata, 'siteUrl' | 'baseUrl'>, path: string): string {
  const prefix = site.baseUrl === '/' ? '' : site.baseUrl
  return `${site.siteUrl}${prefix}${path === '/' && prefix ? '' : path}`
}

/** A doc's "Edit this page" URL: the configured base plus the file's path in the repository (none when no base is set). */
export function editUrlOf(base: string, sourcePath: string): string | null {
  return base ? `${base}/${sourcePath}` : null
}
