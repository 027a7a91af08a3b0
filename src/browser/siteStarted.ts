/**
 * Signals of the site's JavaScript, in the order they happen:
 *
 * - the window flag SITE_STARTED_FLAG, set as soon as Gatsby's runtime runs the site's code
 *   (onClientEntry); the base-URL banner's inline script reads it (baseUrlBanner.ts);
 * - the window flag ROOT_CREATED_FLAG, set when React's root is created over the page
 *   (src/browser/hydrate.ts): from then on React itself handles (and, during hydration, replays)
 *   the reader's clicks, so the runtime starter stops keeping them (src/loading/starter.ts);
 * - the `data-hydrated` attribute on <html>, set once React has hydrated the first page
 *   (onInitialClientRender), the moment its buttons start answering; browser tests wait for it
 *   before they click.
 */
export const SITE_STARTED_FLAG = '__rtkDocsStarted'
/**
 * The id of the JSON data block that lists Gatsby's runtime scripts in a built page, in place of
 * their script tags (src/loading/build/deferRuntime.ts, src/loading/starter.ts).
 */
export const RUNTIME_DATA_ID = 'gatsby-runtime-scripts'
export const ROOT_CREATED_FLAG = '__rtkDocsRootCreated'
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

declare global {
  interface Window {
    [SITE_STARTED_FLAG]?: boolean
    [ROOT_CREATED_FLAG]?: boolean
  }
}

export function markSiteStarted(win: Window = window): void {
  win[SITE_STARTED_FLAG] = true
}

export function markRootCreated(win: Window = window): void {
  win[ROOT_CREATED_FLAG] = true
}

export function markHydrated(doc: Document = document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true')
}
