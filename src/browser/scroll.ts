/**
 * Where the view goes after a route change (spec/SPEC.md §2): once the new page has rendered, to the
 * element whose id is the URL's hash (percent-decoded), or to the top when there is none. A
 * first load is the browser's: it goes to the hash's element by itself. Back and forward keep Gatsby's behaviour,
 * which restores the position the reader left the page at.
 *
 * Gatsby calls shouldUpdateScroll before onRouteUpdate; this site answers "no" except for
 * back/forward and scrolls in onRouteUpdate, where the new page is in the DOM.
 */

/** The parts of a router location scrolling reads, with how it was reached (history action). */
export interface ScrollLocation {
  hash: string
  /** "PUSH" or "REPLACE" for a navigation, "POP" for back/forward, undefined for a first load. */
  action?: string
}

/** An `element` target goes to the top when the page has no element with that id (a stale or mistyped hash). */
export type ScrollTarget = { kind: 'element'; id: string } | { kind: 'top' } | { kind: 'keep' }

/** "#%C3%A9t%C3%A9" → "été"; a malformed escape is used as written. */
export function idFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

export function isHistoryTraversal(location: ScrollLocation): boolean {
  return location.action === 'POP'
}

/**
 * What to do after a route update. `firstLoad`: the page was loaded by the browser, which has
 * already put the view where it belongs (at the hash's element, or wherever the reader has
 * scrolled since: Gatsby's runtime may start long after the load, src/runtimeStart/starter.ts).
 */
export function scrollTarget(location: ScrollLocation, firstLoad: boolean): ScrollTarget {
  if (firstLoad || isHistoryTraversal(location)) return { kind: 'keep' }
  const id = location.hash ? idFromHash(location.hash) : ''
  return id ? { kind: 'element', id } : { kind: 'top' }
}

/** Gatsby's shouldUpdateScroll: let Gatsby restore positions on back/forward only. */
export function gatsbyRestoresScroll(location: ScrollLocation): boolean {
  return isHistoryTraversal(location)
}

export function applyScroll(target: ScrollTarget, doc: Document = document, win: Window = window): void {
  if (target.kind === 'top') win.scrollTo(0, 0)
  else if (target.kind === 'element') {
    const element = doc.getElementById(target.id)
    if (element) element.scrollIntoView()
    else win.scrollTo(0, 0)
  }
}
