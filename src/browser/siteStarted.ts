/**
 * A flag the site's JavaScript sets as soon as it runs (onClientEntry). The base-URL banner's
 * inline script (baseUrlBanner.ts) reads it after the load event: unset means the site's
 * scripts never started.
 */
export const SITE_STARTED_FLAG = '__rtkDocsStarted'

declare global {
  interface Window {
    [SITE_STARTED_FLAG]?: boolean
  }
}

export function markSiteStarted(win: Window = window): void {
  win[SITE_STARTED_FLAG] = true
}
