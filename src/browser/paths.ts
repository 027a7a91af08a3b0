/**
 * Navigation targets as the reader's browser sees them. A path that ends in "/index.html" names
 * the same page as the path without it ("/api/createSlice/index.html" is "/api/createSlice"),
 * so every client-side navigation goes to the stripped path and the address bar shows that.
 * The static server (src/server/staticServer.ts) does the same for requests, with a redirect.
 */
import { normalizeBaseUrl, stripIndexHtml } from '../config/urls'

export interface SplitTarget {
  pathname: string
  /** "" or "?…" */
  search: string
  /** "" or "#…" */
  hash: string
}

/** Splits "/a/b?x=1#h" into its pathname, search and hash (like gatsby-link's parsePath). */
export function splitTarget(to: string): SplitTarget {
  let rest = to || '/'
  let hash = ''
  let search = ''
  const hashAt = rest.indexOf('#')
  if (hashAt !== -1) {
    hash = rest.slice(hashAt)
    rest = rest.slice(0, hashAt)
  }
  const searchAt = rest.indexOf('?')
  if (searchAt !== -1) {
    search = rest.slice(searchAt)
    rest = rest.slice(0, searchAt)
  }
  return { pathname: rest || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash }
}

export { stripIndexHtml }

/** The target a navigation really goes to: the same search and hash, the pathname without a trailing index.html. */
export function normalizeTarget(to: string): string {
  const { pathname, search, hash } = splitTarget(to)
  return `${stripIndexHtml(pathname)}${search}${hash}`
}

declare const __BASE_PATH__: string | undefined

/** The site's path prefix as Gatsby's runtime knows it ("" at the domain root). */
export function basePath(): string {
  const base = normalizeBaseUrl(typeof __BASE_PATH__ === 'string' ? __BASE_PATH__ : '')
  return base === '/' ? '' : base
}

/** "/prefix/api/createSlice" → "/api/createSlice" (a route as the site's nodes write it). */
export function stripBasePath(pathname: string, base: string = basePath()): string {
  if (!base || base === '/') return pathname
  if (pathname === base) return '/'
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname
}

/** The internal route a link points to, or null when the browser should follow it itself. */
export function internalRoute(anchor: HTMLAnchorElement, location: Location = window.location): string | null {
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  let url: URL
  try {
    url = new URL(anchor.getAttribute('href') ?? '', location.href)
  } catch {
    return null
  }
  if (url.origin !== location.origin) return null
  const base = basePath()
  if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null
  // A hash on the page already shown: the browser jumps to it.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null
  return `${stripBasePath(url.pathname, base)}${url.search}${url.hash}`
}

/** A plain left click, not already handled: the one a site link may turn into client-side navigation. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
