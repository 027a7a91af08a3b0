/**
 * Two signals of the site's JavaScript. The window flag is set as soon as the scripts run
 * (onClientEntry); the base-URL banner's inline script (baseUrlBanner.ts) reads it after the
 * load event: unset means the site's scripts never started. The `data-hydrated` attribute on
 * <html> is set once React has hydrated the first page (onInitialClientRender), the moment its
 * buttons start answering; browser tests wait for it before they click.
 */
export const SITE_STARTED_FLAG = '__rtkDocsStarted'
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

declare global {
  interface Window {
    [SITE_STARTED_FLAG]?: boolean
  }
}

export function markSiteStarted(win: Window = window): void {
  win[SITE_STARTED_FLAG] = true
}

export function markHydrated(doc: Document = document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true')
}
