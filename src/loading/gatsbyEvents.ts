/**
 * What the one patch of Gatsby's runtime (patches/gatsby+5.16.1.patch, applied by `npm ci`'s
 * postinstall) announces, as DOM events on `window`. Gatsby has no hook for the start of a
 * navigation, for a page that fails to load (it reloads the window instead) or for a failed
 * in-view prefetch; the patch dispatches these events there, and the site listens here.
 * src/loading/gatsbyPatch.test.ts proves the installed Gatsby carries the patch.
 */
import type { NavigateOptions } from './navigation'

export const GATSBY_EVENTS = {
  /** Gatsby's navigate() starts loading a page: `{ to, options }`. */
  navigationStart: 'gatsby:navigation-start',
  /** The latest navigation's page failed to load: `{ to, options, error }` (error may be undefined). */
  navigationFailed: 'gatsby:navigation-failed',
  /** An in-view prefetch got no page data: `{ pathname }`. */
  prefetchFailed: 'gatsby:prefetch-failed',
} as const

export interface GatsbyEventDetails {
  [GATSBY_EVENTS.navigationStart]: { to: string; options?: NavigateOptions }
  [GATSBY_EVENTS.navigationFailed]: { to: string; options?: NavigateOptions; error?: unknown }
  [GATSBY_EVENTS.prefetchFailed]: { pathname: string }
}

/** Calls `handler` with each event's detail; returns the function that stops listening. */
export function onGatsbyEvent<K extends keyof GatsbyEventDetails>(
  type: K,
  handler: (detail: GatsbyEventDetails[K]) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<GatsbyEventDetails[K]>).detail)
  target.addEventListener(type, listener)
  return () => target.removeEventListener(type, listener)
}
