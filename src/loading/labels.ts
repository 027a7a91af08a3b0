/** Accessible names of the loading states' controls and live regions, shared by the UI and its tests. */

/** The content area's spinner (role status). */
export const LOADING_LABEL = 'Loading'
/** The button that loads a failed page again. */
export const RETRY_LABEL = 'Retry'
/** The top progress bar (role progressbar). */
export const PROGRESS_BAR_LABEL = 'Page loading progress'
