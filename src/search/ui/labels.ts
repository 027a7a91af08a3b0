/** The search button's visible text, and its accessible name, which must contain that text (WCAG 2.5.3). */
export const BUTTON_TEXT = 'Search'
export const BUTTON_LABEL = `${BUTTON_TEXT} the docs`
/** The search page's list of hits. */
export const RESULTS_LABEL = 'Search results'
