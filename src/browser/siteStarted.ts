/**
 * Signals of the site's JavaScript, in the order they happen:
 *
 * - the window flag SITE_STARTED_FLAG, set as soon as Gatsby's runtime runs the site's code
 *   (onClientEntry); the base-URL banner's inline script reads it (baseUrlBanner.ts);
 * - the window flag ROOT_CREATED_FLAG, set when React's root is created over the page
 *   (src/browser/hydrate.ts): from then on React itself handles (and, during hydration, replays)
 *   the reader's clicks, so the runtime starter stops keeping them (src/runtimeStart/starter.ts);
 * - the `data-hydrated` attribute on <html>, set once React has hydrated the first page's shell
 *   (onInitialClientRender; the sidebar and the main content follow as boundaries of their own,
 *   src/layout/Layout.tsx), the moment the navbar's React-owned controls (search, version menu)
 *   start answering; browser tests wait for it before they use those;
 * - the document event PAGE_SHOWN_EVENT, dispatched after every route update (the first page's
 *   and each client-side navigation's, told apart by its detail, PageShown): the page script
 *   (src/page/behaviour.ts) brings the new page's tabs, table of contents and colour-mode buttons
 *   up to date.
 */
import { ROOT_CREATED_FLAG } from '../runtimeStart/switch'

export const SITE_STARTED_FLAG = '__rtkDocsStarted'
/**
 * The window property where Gatsby's runtime, once started, offers its client-side navigation to
 * code that runs without it: the search modal's links (src/search/ui/siteLinks.ts).
 */
export const SITE_NAVIGATE = '__rtkDocsNavigate'
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
export const PAGE_SHOWN_EVENT = 'rtk-docs:page-shown'

declare global {
  interface Window {
    [SITE_STARTED_FLAG]?: boolean
    [ROOT_CREATED_FLAG]?: boolean
  }
}

export function markSiteStarted(win: Window = window, navigate?: (path: string) => unknown): void {
  win[SITE_STARTED_FLAG] = true
  if (navigate) (win as unknown as Record<string, unknown>)[SITE_NAVIGATE] = navigate
}

export function markRootCreated(win: Window = window): void {
  win[ROOT_CREATED_FLAG] = true
}

export function markHydrated(doc: Document = document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true')
}

/** PAGE_SHOWN_EVENT's detail: whether a client-side navigation brought the page (not so for the first page, shown again when the runtime starts). */
export interface PageShown {
  navigated: boolean
}

export function announcePageShown(navigated: boolean, doc: Document = document): void {
  doc.dispatchEvent(new CustomEvent<PageShown>(PAGE_SHOWN_EVENT, { detail: { navigated } }))
}
