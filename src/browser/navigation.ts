/**
 * Client-side navigation with the loading states of SPEC.md §2 and §4, in front of Gatsby's own
 * navigate (node_modules/gatsby/cache-dir/navigation.js).
 *
 * Gatsby's navigate loads the target's resources and only then changes the route; when they
 * fail it falls back to a full page load, and it shows nothing while it waits. This navigator
 * loads the page through Gatsby's loader first and shows the states itself:
 *
 *   click ──► pending ──(LAZY_LOAD_DELAY_MS)──► spinner in the content area
 *               │   └──(PROGRESS_BAR_DELAY_MS)──► top progress bar
 *               ├── loaded ──► Gatsby's navigate takes over (from its cache) and renders the page
 *               └── failed ──► the error's message and a Retry button; Retry ──► pending again
 *
 * The page on screen stays until the new one is ready, so the address bar changes only when the
 * new page is shown and a failed load leaves no history entry. Everything the navigator touches
 * is passed in, so jest can drive it with fake timers (navigation.test.ts).
 */
import { LAZY_LOAD_DELAY_MS, PROGRESS_BAR_DELAY_MS } from '../config/constants'
import type { PageLoadState } from './pageLoadState'
import { normalizeTarget, splitTarget } from './paths'

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

/** What Gatsby's loader.loadPage resolves to: the page's resources, or an error record. */
export type LoadResult = { page?: unknown; status?: string; error?: unknown } | undefined | null

export interface NavigatorDeps {
  /** Gatsby's loader.loadPage (path and search, no hash). */
  loadPage(pathAndSearch: string): Promise<LoadResult>
  /** Gatsby's own navigate, called once the page is loaded (it then renders from its cache). */
  gatsbyNavigate(to: string | number, options?: NavigateOptions): void
  /** History key of the location on screen ("initial" for the first page). */
  currentLocationKey(): string
  progress: { start(): void; done(): void }
  setState(state: PageLoadState): void
  warn(message: string, error: Error): void
}

export interface Navigator {
  navigate(to: string | number, options?: NavigateOptions): void
  /** Loads the failed page again (the Retry button). */
  retry(): void
  /** The router has rendered a new location: the pending navigation, if any, is over. */
  routeUpdated(): void
}

interface Pending {
  target: string
  options: NavigateOptions
  fromKey: string
  spinnerTimer?: ReturnType<typeof setTimeout>
  progressTimer?: ReturnType<typeof setTimeout>
  progressRunning: boolean
}

/** The message shown when a page's data could not be fetched (Gatsby reports no error object then). */
export function pageDataFailureMessage(pathname: string): string {
  return `The page ${pathname} could not be loaded: its data did not arrive. Check your connection and try again.`
}

/** Null when the load succeeded; otherwise the error to show, with a message a reader can act on. */
export function loadFailure(result: LoadResult, pathname: string): Error | null {
  if (result && typeof result === 'object' && result.status !== 'error' && result.page) return null
  const error = result && typeof result === 'object' ? result.error : undefined
  if (error instanceof Error && error.message) return error
  if (typeof error === 'string' && error) return new Error(error)
  return new Error(pageDataFailureMessage(pathname))
}

export function createNavigator(deps: NavigatorDeps): Navigator {
  let current: Pending | null = null

  const clearTimers = (nav: Pending) => {
    clearTimeout(nav.spinnerTimer)
    clearTimeout(nav.progressTimer)
  }

  const loadingState = (nav: Pending): PageLoadState => ({ phase: 'loading', fromKey: nav.fromKey, target: nav.target })

  function attempt(nav: Pending, spinnerAtOnce: boolean) {
    clearTimers(nav)
    if (spinnerAtOnce) deps.setState(loadingState(nav))
    else nav.spinnerTimer = setTimeout(() => current === nav && deps.setState(loadingState(nav)), LAZY_LOAD_DELAY_MS)
    if (!nav.progressRunning) {
      nav.progressTimer = setTimeout(() => {
        if (current !== nav) return
        nav.progressRunning = true
        deps.progress.start()
      }, PROGRESS_BAR_DELAY_MS)
    }
    const { pathname, search } = splitTarget(nav.target)
    let loading: Promise<LoadResult>
    try {
      loading = Promise.resolve(deps.loadPage(pathname + search))
    } catch (error) {
      loading = Promise.resolve({ status: 'error', error })
    }
    loading.catch((error: unknown): LoadResult => ({ status: 'error', error })).then((result) => settle(nav, loadFailure(result, pathname)))
  }

  function settle(nav: Pending, failure: Error | null) {
    if (current !== nav) return
    clearTimers(nav)
    if (failure) {
      if (nav.progressRunning) deps.progress.done()
      nav.progressRunning = false
      deps.warn(`Loading ${nav.target} failed:`, failure)
      deps.setState({ phase: 'failed', fromKey: nav.fromKey, target: nav.target, message: failure.message })
      return
    }
    // Gatsby now finds the page in its loader's cache and renders it; routeUpdated() follows.
    deps.gatsbyNavigate(nav.target, nav.options)
  }

  return {
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        deps.gatsbyNavigate(to, options)
        return
      }
      const previous = current
      if (previous) clearTimers(previous)
      const nav: Pending = {
        target: normalizeTarget(to),
        options,
        fromKey: deps.currentLocationKey(),
        // A bar already running for an abandoned navigation carries on for this one.
        progressRunning: previous?.progressRunning ?? false,
      }
      current = nav
      attempt(nav, false)
    },
    retry() {
      if (current) attempt(current, true)
    },
    routeUpdated() {
      const nav = current
      current = null
      if (nav) {
        clearTimers(nav)
        if (nav.progressRunning) deps.progress.done()
      }
      deps.setState({ phase: 'idle' })
    },
  }
}
