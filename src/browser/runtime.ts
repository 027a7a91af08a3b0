/**
 * The site's browser runtime, installed by gatsby-browser.tsx: marks the JavaScript as started
 * (for the base-URL banner), makes Gatsby's loader retry failed loads, applies the prefetch
 * rules, puts the loading-state navigator in front of Gatsby's navigate, and, on every route
 * update, ends the pending navigation and scrolls.
 */
import { globalHistory } from '@reach/router'
import { markHydrated, markSiteStarted } from './siteStarted'
import { patchGatsbyLoader, publicLoader } from './gatsbyLoader'
import { createNavigator, type Navigator } from './navigation'
import { setPageLoadState, setRetryHandler } from './pageLoadState'
import { applyPrefetchRules, reportFailedPrefetch, warnOnFailedPrefetchLinks } from './prefetch'
import { progressBar } from './progressBar'
import { articleShown, firstRenderDone, rememberServerArticle, startArticleBehaviours } from './article'
import { stripIndexHtmlFromAddress } from './paths'
import { applyScroll, gatsbyRestoresScroll, scrollTarget, type ScrollLocation } from './scroll'

let navigator: Navigator | null = null
/**
 * How the router's location last changed: "PUSH" (navigate), "POP" (back/forward). Reach
 * Router passes it to history listeners but, for back/forward, not on the location the pages
 * and hooks receive, so the runtime keeps it here.
 */
let lastHistoryAction: string | undefined

export function startRuntime(): void {
  // Through the router's history, so the location it hands to Gatsby is the stripped one too.
  stripIndexHtmlFromAddress(window.location, (url) => void globalHistory.navigate(url, { replace: true, state: window.history.state }))
  markSiteStarted()
  rememberServerArticle()
  patchGatsbyLoader((pagePath) => reportFailedPrefetch(pagePath))
  const loader = publicLoader()
  applyPrefetchRules(loader)
  warnOnFailedPrefetchLinks()
  startArticleBehaviours({ enqueue: (path) => loader.enqueue(path), hovering: (path) => loader.hovering(path) })
  const gatsbyNavigate = window.___navigate
  if (!gatsbyNavigate) throw new Error("Gatsby's navigate (window.___navigate) is not set up: startRuntime must run in onClientEntry")
  const nav = createNavigator({
    loadPage: (path) => loader.loadPage(path),
    gatsbyNavigate,
    currentLocationKey: () => globalHistory.location.key ?? 'initial',
    progress: progressBar,
    setState: setPageLoadState,
    warn: (message, error) => console.warn(message, error),
  })
  navigator = nav
  globalHistory.listen(({ action }) => {
    lastHistoryAction = action
  })
  setRetryHandler(() => nav.retry())
  // gatsby-link and gatsby's navigate() call these globals (see cache-dir/navigation.js init()).
  window.___navigate = (to, options) => nav.navigate(to, options)
  window.___push = (to) => nav.navigate(to, { replace: false })
  window.___replace = (to) => nav.navigate(to, { replace: true })
}

export function routeUpdated(location: ScrollLocation, prevLocation: ScrollLocation | null | undefined): void {
  navigator?.routeUpdated()
  articleShown()
  applyScroll(scrollTarget({ hash: location.hash, action: prevLocation ? lastHistoryAction : undefined }, !prevLocation))
}

export function shouldUpdateScroll(location: ScrollLocation): boolean {
  return gatsbyRestoresScroll({ hash: location.hash, action: lastHistoryAction })
}

/** The first page has hydrated (Gatsby runs onInitialClientRender after React's first commit). */
export function initialRenderDone(): void {
  firstRenderDone()
  markHydrated()
}
