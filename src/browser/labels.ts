/** Accessible names of the runtime's controls and live regions, shared by the UI and its tests. */

/** The content area's spinner (role status). */
export const LOADING_LABEL = 'Loading'
/** The button that loads a failed page again. */
export const RETRY_LABEL = 'Retry'
/** The top progress bar (role progressbar). */
export const PROGRESS_BAR_LABEL = 'Page loading progress'
/** Prefix of the navbar version button's name ("Docs version 2.x"). */
export const VERSION_MENU_LABEL = 'Docs version'
