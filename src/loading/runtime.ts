/**
 * The site's browser runtime, installed by gatsby-browser.tsx through Gatsby's documented browser
 * APIs: marks the JavaScript as started (for the base-URL banner) and lends Gatsby's navigate to
 * the page script and the search modal (src/browser/siteStarted.ts), listens to what the patched Gatsby runtime announces (gatsbyEvents.ts) to show the
 * loading states, applies the hover-preload rule, and, on every route update, ends the pending
 * navigation, announces the page shown (src/browser/siteStarted.ts) and scrolls.
 */
import { globalHistory } from '@reach/router'
import { navigate } from 'gatsby'
import { announcePageShown, markHydrated, markSiteStarted } from '../browser/siteStarted'
import { GATSBY_EVENTS, onGatsbyEvent } from './gatsbyEvents'
import { createLoadingStates, type LoadingStates } from './navigation'
import { setPageLoadState, setRetryHandler } from './pageLoadState'
import { preloadOnHover, reportFailedPrefetch, warnOnFailedPrefetchLinks, type LoadPage } from './prefetch'

export type { LoadPage }
import { progressBar } from './progressBar'
import { dropFirstPluginPageView, replayPendingInput } from '../runtimeStart/replay'
import { articleShown, startArticleLinks } from '../browser/article'
import {
  applyScroll,
  gatsbyRestoresScroll,
  isHistoryTraversal,
  readingPoint,
  returnTo,
  scrollTarget,
  type ReadingPoint,
  type ScrollLocation,
} from '../browser/scroll'

let states: LoadingStates | null = null
/**
 * How the router's location last changed: "PUSH" (navigate), "POP" (back/forward). Reach
 * Router passes it to history listeners but, for back/forward, not on the location the pages
 * and hooks receive, so the runtime keeps it here.
 */
let lastHistoryAction: string | undefined
/** Where the reader was on each page left, by history entry, for Back and Forward (src/browser/scroll.ts). */
const readingPoints = new Map<string, ReadingPoint>()
/** A history entry: its address and Reach Router's key (entries the router did not make, e.g. a fragment link's, have none). */
const keyOf = (location: Omit<ScrollLocation, 'action'>) => `${location.pathname}${location.search}${location.hash} ${location.key ?? ''}`

export function startRuntime(): void {
  markSiteStarted(window, (path) => navigate(path))
  dropFirstPluginPageView()
  warnOnFailedPrefetchLinks()
  onGatsbyEvent(GATSBY_EVENTS.prefetchFailed, ({ pathname }) => reportFailedPrefetch(pathname))
  startArticleLinks()
  const loading = createLoadingStates({
    navigate: (to, options) => void navigate(to, { replace: options?.replace, state: options?.state as object | undefined }),
    currentLocationKey: () => globalHistory.location.key ?? 'initial',
    progress: progressBar,
    setState: setPageLoadState,
    warn: (message, error) => console.warn(message, error),
  })
  states = loading
  onGatsbyEvent(GATSBY_EVENTS.navigationStart, ({ to, options }) => loading.started(to, options))
  onGatsbyEvent(GATSBY_EVENTS.navigationFailed, ({ to, error }) => loading.failed(to, error))
  let shownKey = keyOf(globalHistory.location)
  globalHistory.listen(({ location, action }) => {
    // Called before the router renders the new location: the page left is still on screen.
    const point = readingPoint()
    if (point) readingPoints.set(shownKey, point)
    shownKey = keyOf(location)
    lastHistoryAction = action
    loading.historyChanged(action)
  })
  setRetryHandler(() => loading.retry())
}

/** A navigation has been pending for Gatsby's delay (onRouteUpdateDelayed): the progress bar starts. */
export function routeUpdateDelayed(): void {
  states?.delayed()
}

export function routeUpdated(location: ScrollLocation, prevLocation: ScrollLocation | null | undefined): void {
  states?.routeUpdated()
  articleShown()
  announcePageShown(!!prevLocation)
  const how = { hash: location.hash, action: prevLocation ? lastHistoryAction : undefined }
  const point = isHistoryTraversal(how) ? readingPoints.get(keyOf(location)) : undefined
  if (!(point && returnTo(point))) applyScroll(scrollTarget(how, !prevLocation))
}

export function shouldUpdateScroll(location: ScrollLocation): boolean {
  return gatsbyRestoresScroll({ hash: location.hash, action: lastHistoryAction }) && !readingPoints.has(keyOf(location))
}

/**
 * The first page has hydrated (Gatsby runs onInitialClientRender after React's first commit):
 * links start preloading on hover, and the clicks and keys the reader gave before React's root
 * existed are replayed (src/runtimeStart/starter.ts, src/runtimeStart/replay.ts).
 */
export function initialRenderDone(loadPage: LoadPage): void {
  preloadOnHover(loadPage)
  markHydrated()
  replayPendingInput()
}
