/**
 * Link prefetching (spec/SPEC.md §2, §8), by the connection policy of connection.ts:
 *
 * - in view: Gatsby's Link (and src/browser/article.ts, for the article's plain links) queue a prefetch when
 *   a link scrolls into view; Gatsby's loader skips it on 2g or with data saver;
 * - on hover: this module preloads the target of any link to a site page the pointer rests on,
 *   unless the connection is 2g with data saver on (the patched Gatsby loader leaves hovering to
 *   the site: gatsbyEvents.ts).
 *
 * Failures are visible to developers only: a failed prefetch or preload logs a console warning
 * with the error, changes nothing on screen and leaves no unhandled promise rejection.
 */
import { currentPrefetchPolicy, type PrefetchPolicy } from '../browser/connection'
import { loadFailure, pageDataFailureMessage, type LoadResult } from './navigation'
import { internalRoute, normalizeTarget, splitTarget } from '../browser/paths'

type Warn = (message: string, error: Error) => void
/** Gatsby's loadPage, which its runtime hands to the browser APIs it runs synchronously (not onClientEntry). */
export type LoadPage = (pathAndSearch: string) => Promise<LoadResult>

/** The site route of the link the pointer has just entered, or null (not a link, or not to a site page). */
export function hoveredRoute(event: Event): string | null {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
  if (!anchor || anchor.contains((event as MouseEvent).relatedTarget as Node | null)) return null
  return internalRoute(anchor)
}

/**
 * Preloads the page behind a link when the pointer enters it (one listener on the document, so
 * links rendered later are covered too). Returns the function that stops it.
 */
export function preloadOnHover(
  loadPage: LoadPage,
  {
    policy = currentPrefetchPolicy,
    warn = consoleWarn,
    doc = document,
    routeOf = hoveredRoute,
  }: {
    policy?: () => PrefetchPolicy
    warn?: Warn
    doc?: Pick<Document, 'addEventListener' | 'removeEventListener'>
    routeOf?: (event: Event) => string | null
  } = {},
): () => void {
  const onOver = (event: Event) => {
    const route = routeOf(event)
    if (route === null || !policy().onHover) return
    const { pathname, search } = splitTarget(normalizeTarget(route))
    void preload(loadPage, pathname + search, warn)
  }
  doc.addEventListener('mouseover', onOver)
  return () => doc.removeEventListener('mouseover', onOver)
}

/** Loads a page ahead of a likely navigation; a failure is only logged. */
export function preload(loadPage: LoadPage, rawPath: string, warn: Warn = consoleWarn): Promise<void> {
  const { pathname } = splitTarget(rawPath)
  let loading: Promise<LoadResult>
  try {
    loading = Promise.resolve(loadPage(rawPath))
  } catch (error) {
    loading = Promise.resolve({ status: 'error', error })
  }
  return loading
    .catch((error: unknown): LoadResult => ({ status: 'error', error }))
    .then((result) => {
      const failure = loadFailure(result, pathname)
      if (failure) warn(`Preloading ${pathname} failed:`, failure)
    })
}

/** An in-view prefetch whose page data did not arrive (announced by the patched Gatsby loader: gatsbyEvents.ts). */
export function reportFailedPrefetch(pagePath: string, warn: Warn = consoleWarn): void {
  warn(`Prefetching ${pagePath} failed:`, new Error(pageDataFailureMessage(pagePath)))
}

/**
 * Gatsby prefetches files with <link rel="prefetch"> and swallows their failures (the prefetch
 * then never settles). Resource errors do not bubble, so a capturing listener on the document
 * sees them and logs a warning.
 */
export function warnOnFailedPrefetchLinks(
  doc: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
  warn: Warn = consoleWarn,
): () => void {
  const onError = (event: Event) => {
    const link = event.target as Partial<HTMLLinkElement> | null
    if (link?.tagName !== 'LINK' || !link.relList?.contains('prefetch')) return
    warn(`Prefetching ${link.href} failed:`, new Error(`The prefetch request for ${link.href} failed`))
  }
  doc.addEventListener('error', onError, true)
  return () => doc.removeEventListener('error', onError, true)
}

function consoleWarn(message: string, error: Error): void {
  console.warn(message, error)
}
