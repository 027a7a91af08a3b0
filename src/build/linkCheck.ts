/**
 * Internal link checking over the built site: every <a href> that points inside the site must
 * reach a page (or a static file), and its #anchor must be an element id on that page.
 * Pure: the caller gathers pages and files; this decides what is broken.
 */

import { isExternal, stripIndexHtml } from '../config/urls'
/** What the link check needs of a built page. */
export interface PageLinks {
  /** Route without the path prefix, e.g. /api/createSlice ("/" for the home page). */
  path: string
  /** Element ids on the page. */
  ids: ReadonlySet<string>
  /** href attributes of the page's links, as written. */
  hrefs: readonly string[]
}

export interface BrokenLink {
  page: string
  href: string
  reason: string
}

export interface LinkCheckOptions {
  /** Path prefix the site is built with ("/" for none). */
  pathPrefix?: string
  /** Other files the site serves, by path without prefix (e.g. /favicon.svg). */
  files?: ReadonlySet<string>
}

/** Route form of a path: no trailing slash (but "/"), no trailing index.html. */
export function normalizeRoute(pathname: string): string {
  const p = stripIndexHtml(pathname)
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p === '' ? '/' : p
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export function checkLinks(pages: readonly PageLinks[], options: LinkCheckOptions = {}): BrokenLink[] {
  const prefix = !options.pathPrefix || options.pathPrefix === '/' ? '' : options.pathPrefix.replace(/\/+$/, '')
  const byPath = new Map(pages.map((page) => [normalizeRoute(page.path), page]))
  const files = options.files ?? new Set<string>()
  const broken: BrokenLink[] = []

  for (const page of pages) {
    for (const href of new Set(page.hrefs)) {
      if (href === '' || isExternal(href) || /\.mdx?(#.*)?$/i.test(href)) continue
      const url = new URL(href, `http://site.invalid${prefix}${page.path === '/' ? '/' : `${page.path}`}`)
      const hash = safeDecode(url.hash.replace(/^#/, ''))
      let pathname = safeDecode(url.pathname)
      if (prefix) {
        if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) {
          broken.push({ page: page.path, href, reason: `it is outside the path prefix ${prefix}` })
          continue
        }
        pathname = pathname.slice(prefix.length) || '/'
      }
      const route = normalizeRoute(pathname)
      const target = byPath.get(route)
      if (!target) {
        if (!files.has(pathname)) broken.push({ page: page.path, href, reason: `no page or file exists at ${route}` })
        continue
      }
      if (hash && !target.ids.has(hash)) {
        broken.push({ page: page.path, href, reason: `the page ${route} has no element with id "${hash}"` })
      }
    }
  }
  return broken
}

export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  return `Broken internal links (${broken.length}):\n${broken.map((b) => `  - on ${b.page}: "${b.href}": ${b.reason}`).join('\n')}`
}
