/**
 * The runtime constants of spec/SPEC.md §9, each written once. Everything that waits, animates or
 * caches on the reader's side imports them from here (and so do the tests that check them).
 */

/** A navigated-to page that is still loading shows its spinner after this long (ms). */
export const LAZY_LOAD_DELAY_MS = 200

/** The top progress bar starts once a navigation has been pending this long (ms). */
export const PROGRESS_BAR_DELAY_MS = 1000

/** nprogress 0.2.0 settings, under that release's option names. */
export const PROGRESS_BAR_SETTINGS = {
  /** Where the bar starts, as a fraction of the width. */
  minimum: 0.08,
  /** Duration of each bar animation (ms). */
  speed: 200,
  /** Largest random step the bar takes on each trickle, as a fraction of the width. */
  trickleRate: 0.02,
  /** Time between trickle steps (ms). */
  trickleSpeed: 800,
} as const

/** Most entries any per-path or per-route-pattern cache in the site's code may hold. */
export const ROUTE_CACHE_LIMIT = 10_000

/** How long a code block's copy button says "Copied" (ms). */
export const COPIED_FEEDBACK_MS = 2000
