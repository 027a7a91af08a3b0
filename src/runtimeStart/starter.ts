/**
 * Gatsby's runtime on demand. A first visit is static HTML: the build takes Gatsby's script tags
 * out of every page and leaves their list in a JSON data block (src/runtimeStart/deferScripts.ts); this
 * inline script, in each page's <head>, adds those scripts when the reader first shows intent
 * (moves the pointer, touches, scrolls with the wheel, presses a key, moves focus; not for
 * search, which needs no runtime), once the browser is idle after it (after a press, once its
 * click has been answered), or at once on
 * a page that needs its scripts to show anything (a marked element names a query parameter that
 * is present, e.g. /search?q=…). Until then the page costs the main thread nothing beyond
 * parsing and painting; links navigate as plain links to static pages.
 *
 * What the reader does before React has taken over is kept, not lost:
 * - a click on one of React's controls (marked REPLAY_ATTRIBUTE: the version menu) is
 *   remembered and replayed once the page has hydrated (replay.ts); links and <summary> need no
 *   script, and every other control, search and its keys included, answers at once from the page
 *   script (src/page/behaviour.ts);
 * - the address loses a trailing index.html at once (the one rule of src/config/urls.ts);
 * - the first load's page view is sent when the document is parsed, in a build with analytics
 *   (src/config/analytics.ts); the runtime then drops the page view Gatsby's analytics plugin
 *   sends for the same load (replay.ts).
 *
 * Nothing is downloaded for the runtime before that interaction either: prefetching its files
 * after the load event made Lighthouse's simulated load show long tasks the same page without
 * the prefetch does not (measured in docs/performance.md), so the files are
 * fetched when the reader shows intent, usually well before the click that needs them.
 * Without the data block (gatsby develop) Gatsby's own script tags run as usual and this script
 * only keeps clicks until React's root exists.
 */
import { NO_START_ATTRIBUTE, REPLAY_ATTRIBUTE, ROOT_CREATED_FLAG, RUNTIME_DATA_ID } from './switch'
import { INDEX_HTML_SUFFIX, stripIndexHtml } from '../config/urls'
import { sendPageView } from '../config/analytics'

/** An element with this attribute starts the runtime at load when the URL has the query parameter it names. */
export const START_ON_PARAM_ATTRIBUTE = 'data-start-on-param'
/** Where the starter keeps the reader's input until React has hydrated the page (window property). */
export const PENDING_INPUT_KEY = '__rtkDocsPendingInput'
/** Set when the starter has sent the first load's page view (window property). */
export const FIRST_PAGE_VIEW_KEY = '__rtkDocsFirstPageView'

/** Events that show a reader is about to use the page. */
export const START_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const
/** Elements whose click is replayed once the page has hydrated: React's controls (the page script answers the others). */
export const REPLAYED_CLICKS = `[${REPLAY_ATTRIBUTE}]`

export type PendingInput = { type: 'click'; target: Element }

export interface StarterOptions {
  dataId: string
  startOnParam: string
  pendingKey: string
  firstPageViewKey: string
  rootCreatedFlag: string
  startEvents: readonly string[]
  noStart: string
  replayedClicks: string
  indexHtml: string
}

type StarterWindow = Omit<Window, 'requestIdleCallback'> &
  Record<string, unknown> & { gtag?: (...args: unknown[]) => void; requestIdleCallback?: Window['requestIdleCallback'] }

/**
 * The starter itself. It runs in the page from its source text (starterScript), so it refers to
 * nothing outside its parameters: the index.html rule and the page-view call come in as
 * functions, written once in their own modules.
 */
export function runStarter(
  o: StarterOptions,
  strip: (pathname: string, suffix: RegExp) => string,
  pageView: ((win: StarterWindow, pagePath: string) => boolean) | null,
  win: StarterWindow = window as unknown as StarterWindow,
): void {
  const doc = win.document
  const loc = win.location
  const path = strip(loc.pathname, new RegExp(o.indexHtml))
  if (path !== loc.pathname) win.history.replaceState(win.history.state, '', path + loc.search + loc.hash)

  const pending: PendingInput[] = []
  win[o.pendingKey] = pending
  let started = false
  const scripts = (): string[] | null => {
    const data = doc.getElementById(o.dataId)
    return data ? (JSON.parse(data.textContent || '[]') as string[]) : null
  }
  // A file the page already has (the search modal shares webpack's runtime and React) runs once.
  const addScripts = (list: string[]): void =>
    list.forEach((src) => {
      if (doc.querySelector(`script[src="${src}"]`)) return
      const script = doc.createElement('script')
      script.src = src
      script.async = true
      doc.body.appendChild(script)
    })
  let waiting = false
  const begin = (list: string[]): void => {
    started = true
    o.startEvents.forEach((type) => win.removeEventListener(type, start, true))
    addScripts(list)
  }
  // Adding the script tags costs the main thread tens of ms on a slow phone, so when an event
  // starts the runtime they wait until that input has been answered and painted (the page script
  // answers it) and the browser is idle. Search needs no runtime (its modal is an entry of its
  // own): input on an element marked noStart, or a key the page script took (a search shortcut,
  // default prevented), does not start it.
  const start = (event?: Event): void => {
    // A page that needs its scripts (no event) starts even while input waits for its turn.
    if (started || (waiting && event)) return
    const list = scripts()
    if (!list) return
    if (!event) return begin(list)
    const target = event.target as Element | null
    if (target && typeof target.closest === 'function' && target.closest(o.noStart)) return
    // A modifier alone is not intent yet: Ctrl/⌘ may be the start of the search shortcut.
    if (event.type === 'keydown' && /^(Control|Meta|Shift|Alt)$/.test((event as KeyboardEvent).key)) return
    waiting = true
    const later = (): void => {
      waiting = false
      if (!started && !event.defaultPrevented) begin(list)
    }
    const whenIdle = (): void => {
      if (win.requestIdleCallback) win.requestIdleCallback(later, { timeout: 300 })
      else win.setTimeout(later, 50)
    }
    if (event.type !== 'pointerdown' && event.type !== 'touchstart') return whenIdle()
    // A press is answered by the click that ends it, and a tap leaves the browser idle between
    // its touch events: wait for that click, or the press becoming a scroll, or 300 ms after its
    // release without a click (a tap on text, which iOS follows with no click).
    const ends = ['click', 'pointercancel', 'touchcancel']
    const releases = ['pointerup', 'touchend']
    let timer = 0
    const pressEnded = (): void => {
      ends.forEach((type) => win.removeEventListener(type, pressEnded, true))
      releases.forEach((type) => win.removeEventListener(type, released, true))
      win.clearTimeout(timer)
      whenIdle()
    }
    const released = (): void => {
      win.clearTimeout(timer)
      timer = win.setTimeout(pressEnded, 300)
    }
    // Passive: a blocking touch listener on the window would make every touch wait for the page.
    ends.forEach((type) => win.addEventListener(type, pressEnded, { capture: true, passive: true }))
    releases.forEach((type) => win.addEventListener(type, released, { capture: true, passive: true }))
  }
  o.startEvents.forEach((type) => win.addEventListener(type, start, { capture: true, passive: true }))

  const keeping = (): boolean => !win[o.rootCreatedFlag]
  win.addEventListener(
    'click',
    (event) => {
      const element = event.target as Element | null
      const target = keeping() && element && typeof element.closest === 'function' ? element.closest(o.replayedClicks) : null
      if (!target) return
      pending.push({ type: 'click', target })
      start(event)
    },
    true,
  )
  doc.addEventListener('DOMContentLoaded', () => {
    if (pageView && doc.getElementById(o.dataId) && !started && pageView(win, loc.pathname + loc.search + loc.hash)) {
      win[o.firstPageViewKey] = true
    }
    const marked = doc.querySelector(`[${o.startOnParam}]`)
    const param = marked ? marked.getAttribute(o.startOnParam) : null
    if (param && new URLSearchParams(loc.search).has(param)) start()
  })
}

export const STARTER_OPTIONS: StarterOptions = {
  dataId: RUNTIME_DATA_ID,
  startOnParam: START_ON_PARAM_ATTRIBUTE,
  pendingKey: PENDING_INPUT_KEY,
  firstPageViewKey: FIRST_PAGE_VIEW_KEY,
  rootCreatedFlag: ROOT_CREATED_FLAG,
  startEvents: START_EVENTS,
  noStart: `[${NO_START_ATTRIBUTE}]`,
  replayedClicks: REPLAYED_CLICKS,
  indexHtml: INDEX_HTML_SUFFIX.source,
}

/**
 * The inline script: the starter's source called with its options and the rule it needs; the
 * page-view function only in a build with analytics (without it the pages carry no analytics code).
 */
export function starterScript(analytics: boolean): string {
  const pageView = analytics ? sendPageView.toString() : 'null'
  return `(${runStarter.toString()})(${JSON.stringify(STARTER_OPTIONS)},${stripIndexHtml.toString()},${pageView})`
}
