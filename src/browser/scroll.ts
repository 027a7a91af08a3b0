/**
 * Where the view goes after a route change (spec/SPEC.md §2): once the new page has rendered, to the
 * element whose id is the URL's hash (percent-decoded), or to the top when there is none. A
 * first load is the browser's: it goes to the hash's element by itself. Back and forward return
 * to where the reader left the page: to the same block of the article at the same height in the
 * window when the runtime saw the page left (readingPoint), else to Gatsby's saved offset. An
 * offset alone lands elsewhere deep in a long page: the new DOM's far code blocks and tables have
 * estimated heights until shown (src/components/Mdx/article.css).
 *
 * Gatsby calls shouldUpdateScroll before onRouteUpdate; this site answers "no" except for
 * back/forward without a reading point and scrolls in onRouteUpdate, where the new page is in the DOM.
 */

import { ARTICLE } from './article'

/** The parts of a router location scrolling reads, with how it was reached (history action). */
export interface ScrollLocation {
  pathname?: string
  search?: string
  hash: string
  /** The history entry's key (Reach Router's). */
  key?: string
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

/** The article block at the top of the window: its place among the article body's children (and its section's), and its top. */
export interface ReadingPoint {
  path: number[]
  top: number
}

/** The first of `elements` whose box reaches below the window's top edge: its index, the element and its top. */
function firstShown(elements: HTMLCollection): [number, Element, number] | undefined {
  for (let i = 0; i < elements.length; i += 1) {
    const { top, bottom } = elements[i].getBoundingClientRect()
    if (bottom > 0) return [i, elements[i], top]
  }
}

/**
 * Where the reader is in the page's article, or undefined on a page without one. A section's box
 * is read before its children's: reading a child of a section the browser skips would lay it out.
 */
export function readingPoint(doc: Document = document): ReadingPoint | undefined {
  const body = doc.querySelector(ARTICLE)
  const outer = body && firstShown(body.children)
  if (!outer) return undefined
  const inner = outer[1].localName === 'section' ? firstShown(outer[1].children) : undefined
  return inner ? { path: [outer[0], inner[0]], top: inner[2] } : { path: [outer[0]], top: outer[2] }
}

/** Puts the block of `point` (or the nearest that still exists) back at its height in the window; false without an article. */
export function returnTo(point: ReadingPoint, doc: Document = document, win: Window = window): boolean {
  let element = doc.querySelector(ARTICLE)
  if (!element) return false
  for (const index of point.path) element = element.children[index] ?? element
  win.scrollBy(0, element.getBoundingClientRect().top - point.top)
  return true
}
