/**
 * The route-loading state of spec/SPEC.md §4 (loading → loaded, or loading → failed, and from failed
 * Retry returns to loading), as a tiny external store the content area renders from.
 *
 * The state belongs to the page that was on screen when the navigation started (`fromKey`, the
 * history key of its location): Gatsby keeps that page rendered until the next one has loaded,
 * so its content area is where the spinner or the error shows. Once the router renders another
 * location, the state no longer applies to what is on screen.
 */
export type PageLoadState =
  | { phase: 'idle' }
  | { phase: 'loading'; fromKey: string; target: string }
  | { phase: 'failed'; fromKey: string; target: string; message: string }

const IDLE: PageLoadState = { phase: 'idle' }

let state: PageLoadState = IDLE
let retryHandler: (() => void) | null = null
const listeners = new Set<() => void>()

export function getPageLoadState(): PageLoadState {
  return state
}

/** What the server renders (and what the first client render sees): nothing pending. */
export function getServerPageLoadState(): PageLoadState {
  return IDLE
}

export function setPageLoadState(next: PageLoadState): void {
  if (next === state) return
  state = next
  listeners.forEach((listener) => listener())
}

export function subscribePageLoadState(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The navigation module registers how to load the failed page again. */
export function setRetryHandler(handler: (() => void) | null): void {
  retryHandler = handler
}

/** Called by the Retry button. */
export function retryPageLoad(): void {
  retryHandler?.()
}

/** Whether the state describes the page currently on screen (the location with this history key). */
export function stateAppliesTo(current: PageLoadState, locationKey: string): current is Exclude<PageLoadState, { phase: 'idle' }> {
  return current.phase !== 'idle' && current.fromKey === locationKey
}
