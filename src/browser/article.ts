/**
 * The article's links, once Gatsby's runtime has started. The article is HTML rendered at build
 * time (src/mdx/renderArticle.tsx) that React inserts and never walks (Article.tsx), so a link to
 * a site page inside it navigates client-side (to the path without a trailing index.html) through
 * a document listener here, and is prefetched like Gatsby's links when it scrolls into view (the
 * hover preload of every link on the page is prefetch.ts's). Tabs and copy buttons answer before
 * the runtime, from the page script (src/page/behaviour.ts).
 */
import { navigate, prefetchPathname } from 'gatsby'
import { internalRoute, isPlainClick, normalizeTarget, splitTarget } from './paths'
import { currentPrefetchPolicy } from './connection'

export const ARTICLE_ATTRIBUTE = 'data-article'
/** The article body's selector. */
export const ARTICLE = `[${ARTICLE_ATTRIBUTE}]`

function linkIn(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null
  return anchor && anchor.closest(ARTICLE) ? anchor : null
}

function onClick(event: MouseEvent): void {
  const anchor = linkIn(event.target)
  if (!anchor || !isPlainClick(event)) return
  const route = internalRoute(anchor)
  if (route === null) return
  event.preventDefault()
  void navigate(normalizeTarget(route))
}

let observer: IntersectionObserver | null = null

/** Watches the article's links to site pages and prefetches each once it is in view. */
function observeLinks(doc: Document): void {
  observer?.disconnect()
  if (typeof IntersectionObserver === 'undefined') return
  const io = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      io.unobserve(entry.target)
      const route = internalRoute(entry.target as HTMLAnchorElement)
      // Gatsby's own prefetch queue, which skips it on 2g or with data saver (connection.ts).
      if (route !== null && currentPrefetchPolicy().inView) prefetchPathname(splitTarget(normalizeTarget(route)).pathname)
    }
  })
  observer = io
  doc.querySelectorAll<HTMLAnchorElement>(`${ARTICLE} a[href]`).forEach((anchor) => {
    if (internalRoute(anchor) !== null) io.observe(anchor)
  })
}

/** Installs the document listener once (onClientEntry). */
export function startArticleLinks(doc: Document = document): void {
  doc.addEventListener('click', onClick)
}

/** A page (first or next) is on screen: watch its article's links for prefetching. */
export function articleShown(doc: Document = document): void {
  observeLinks(doc)
}
