/**
 * Gatsby's runtime started on the reader's first intent, not at load: everything of it lives in
 * this folder. At build, deferScripts.ts takes Gatsby's script tags out of every page and lists
 * them in a data block; in the page, starter.ts (inline in <head>) adds them on the first sign of
 * intent and keeps what the reader does meanwhile; once the runtime runs, replay.ts hands that
 * over. gatsbyContracts.test.ts pins each behaviour of Gatsby this relies on.
 *
 * The one switch: off, gatsby-ssr.tsx adds no starter and the build leaves Gatsby's script tags
 * as Gatsby writes them (the runtime then starts at load, as in any Gatsby site).
 */
export const START_RUNTIME_ON_INTENT = true

/** The id of the JSON data block that lists a built page's runtime scripts in place of their tags. */
export const RUNTIME_DATA_ID = 'gatsby-runtime-scripts'

/**
 * Set on the window when React's root is created over the page (src/browser/hydrate.ts): React
 * then handles the reader's clicks itself, so the starter stops keeping them.
 */
export const ROOT_CREATED_FLAG = '__rtkDocsRootCreated'

/**
 * Marks a control whose behaviour is React's (the version menu): a click on it before
 * React's root exists is kept by the starter and replayed after hydration. Every other control
 * answers from the page script (src/page/behaviour.ts) at once, so its clicks are never replayed.
 */
export const REPLAY_ATTRIBUTE = 'data-replay'

/**
 * Marks what works without Gatsby's runtime and should not start it: search (its button, the early
 * field, the modal), whose modal is an entry of its own (src/search/ui/modalLoader.ts).
 */
export const NO_START_ATTRIBUTE = 'data-no-runtime-start'
