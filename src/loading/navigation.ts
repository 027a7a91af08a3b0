/**
 * The loading states of a client-side navigation (spec/SPEC.md §2, §4), driven by Gatsby's own
 * navigate() (node_modules/gatsby/cache-dir/navigation.js, patched once: gatsbyEvents.ts).
 *
 * Gatsby's navigate loads the target's resources and only then changes the route, so the page on
 * screen stays until the new one is ready and a failed load leaves no history entry. Around it:
 *
 *   start ──► pending ──(LAZY_LOAD_DELAY_MS)──► spinner in the content area
 *               │   └──(onRouteUpdateDelayed: Gatsby's PROGRESS_BAR_DELAY_MS)──► top progress bar
 *               ├── route updated ──► the page is shown, bar and spinner go
 *               └── failed ──► the error's message and a Retry button; Retry ──► pending again
 *
 * Retry calls Gatsby's public navigate() again: the patched loader forgets the failure, so the
 * page really is fetched again, in place, with no reload. Everything this touches is passed in,
 * so jest drives it with fake timers (navigation.test.ts).
 */
import { LAZY_LOAD_DELAY_MS } from '../config/constants'
import type { PageLoadState } from './pageLoadState'
import { normalizeTarget, splitTarget } from '../browser/paths'

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

/** What Gatsby's loadPage resolves to: the page's resources, or an error record. */
export type LoadResult = { page?: unknown; status?: string; error?: unknown } | undefined | null

export interface LoadingStatesDeps {
  /** Gatsby's public navigate() (from "gatsby"), for Retry. */
  navigate(to: string, options?: NavigateOptions): void
  /** History key of the location on screen ("initial" for the first page). */
  currentLocationKey(): string
  progress: { start(): void; done(): void }
  setState(state: PageLoadState): void
  warn(message: string, error: Error): void
}

export interface LoadingStates {
  /** Gatsby started loading a page (the patch's navigation-start event). */
  started(to: string, options?: NavigateOptions): void
  /** The navigation has been pending for Gatsby's delay (onRouteUpdateDelayed). */
  delayed(): void
  /** The navigation's page failed to load (the patch's navigation-failed event; it announces only the latest navigation, so the pending one). */
  failed(to: string, error: unknown): void
  /** The router has rendered a new location: the pending navigation, if any, is over. */
  routeUpdated(): void
  /**
   * The router's history changed ("PUSH": Gatsby's navigate; "POP": back or forward). A POP ends
   * the pending navigation too: when the reader goes back before the new page has rendered, the
   * router renders the page already on screen, so no route update would end it.
   */
  historyChanged(action: string): void
  /** Loads the failed page again (the Retry button). */
  retry(): void
}

interface Pending {
  target: string
  options: NavigateOptions
  fromKey: string
  spinnerTimer?: ReturnType<typeof setTimeout>
  failed: boolean
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

export function createLoadingStates(deps: LoadingStatesDeps): LoadingStates {
  let current: Pending | null = null
  let progressRunning = false
  /** The failed navigation a Retry is loading again (its spinner shows at once, on the same page). */
  let retrying: Pending | null = null

  const loadingState = (nav: Pending): PageLoadState => ({ phase: 'loading', fromKey: nav.fromKey, target: nav.target })

  const stopProgress = () => {
    if (progressRunning) deps.progress.done()
    progressRunning = false
  }

  /** The pending navigation, if any, is over: its spinner timer, bar and state go. */
  const end = (): void => {
    const nav = current
    current = null
    retrying = null
    if (nav) clearTimeout(nav.spinnerTimer)
    stopProgress()
    deps.setState({ phase: 'idle' })
  }

  return {
    started(to, options = {}) {
      if (current) clearTimeout(current.spinnerTimer)
      const target = normalizeTarget(to)
      const again = retrying?.target === target ? retrying : null
      retrying = null
      const nav: Pending = { target, options, fromKey: again?.fromKey ?? deps.currentLocationKey(), failed: false }
      current = nav
      if (again) deps.setState(loadingState(nav))
      else nav.spinnerTimer = setTimeout(() => current === nav && deps.setState(loadingState(nav)), LAZY_LOAD_DELAY_MS)
    },
    delayed() {
      // A bar already running for an abandoned navigation carries on for the next one.
      if (!current || current.failed || progressRunning) return
      progressRunning = true
      deps.progress.start()
    },
    failed(_to, error) {
      const nav = current
      if (!nav) return
      clearTimeout(nav.spinnerTimer)
      nav.failed = true
      stopProgress()
      const failure = loadFailure({ status: 'error', error }, splitTarget(nav.target).pathname)!
      deps.warn(`Loading ${nav.target} failed:`, failure)
      deps.setState({ phase: 'failed', fromKey: nav.fromKey, target: nav.target, message: failure.message })
    },
    routeUpdated: end,
    historyChanged(action) {
      if (action === 'POP') end()
    },
    retry() {
      if (!current?.failed) return
      retrying = current
      deps.navigate(current.target, current.options)
    },
  }
}
