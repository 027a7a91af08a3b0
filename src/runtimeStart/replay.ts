/**
 * The runtime's side of the starter (starter.ts), in Gatsby's browser hooks:
 *
 * - replayPendingInput, once the first page has hydrated: the clicks the reader
 *   gave before React's root existed reach the elements they were meant for (elements that are
 *   still in the page; hydration keeps the server-rendered elements);
 * - dropFirstPluginPageView, when the runtime starts: if the starter already sent the first load's
 *   page view, the one Gatsby's analytics plugin sends for that same load (its onRouteUpdate on
 *   the first render) is dropped, so each route change is counted once.
 */
import { FIRST_PAGE_VIEW_KEY, PENDING_INPUT_KEY, type PendingInput } from './starter'

type Gtag = (...args: unknown[]) => void
type RuntimeWindow = Window & typeof globalThis & { gtag?: Gtag }

const slot = (win: RuntimeWindow, key: string): unknown => (win as unknown as Record<string, unknown>)[key]

export function replayPendingInput(win: RuntimeWindow = window): number {
  const pending = (slot(win, PENDING_INPUT_KEY) as PendingInput[] | undefined) ?? []
  const replayed = pending.splice(0, pending.length)
  for (const input of replayed) {
    if (input.target.isConnected) (input.target as HTMLElement).click()
  }
  return replayed.length
}

export function dropFirstPluginPageView(win: RuntimeWindow = window): void {
  const gtag = win.gtag
  if (!slot(win, FIRST_PAGE_VIEW_KEY) || typeof gtag !== 'function') return
  let dropped = false
  win.gtag = function (this: unknown, ...args: unknown[]) {
    if (!dropped && args[0] === 'event' && args[1] === 'page_view') {
      dropped = true
      return
    }
    return gtag.apply(this, args)
  }
}
