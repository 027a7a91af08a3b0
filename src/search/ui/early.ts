/**
 * Opening search, in the page script (src/page/behaviour.ts), before and after Gatsby's runtime
 * alike: a tap on the search button, Ctrl/⌘+K or "/". Once the modal's entry is loaded
 * (modalLoader.ts), it opens at once. Until then a small dialog answers the tap (a popover, so
 * that opening it restyles nothing but itself) whose search field takes the focus immediately;
 * what the reader types there becomes the modal's query when the modal arrives. The field is a
 * plain form to the search page, so Enter finds results even if the modal never arrives, and the
 * reader is sent there if it cannot load; Escape or a tap outside closes it, and the modal then
 * does not open. Pointing at or focusing the button starts loading the modal.
 */
import { BUTTON_LABEL } from './labels'
import { shortcutAction } from './shortcutKeys'
import { QUERY_PARAM } from './searchPageUrl'
import { loadSearchModal, SEARCH_MODAL_API, type SearchModalApi } from './modalLoader'
import { NO_START_ATTRIBUTE } from '../../runtimeStart/switch'
import { onTap } from '../../browser/taps'

export const EARLY_SEARCH_ID = 'early-search'
/** On the search button: the search page's address, for the early field's form. */
export const SEARCH_PAGE_ATTRIBUTE = 'data-search-page'
/** On the search button: marks it for the page script. */
export const SEARCH_BUTTON_ATTRIBUTE = 'data-search-button'
/** On the search button: the build's search back end (JSON), for the modal (modalEntry.tsx). */
export const SEARCH_CONFIG_ATTRIBUTE = 'data-search-config'

/** Whether the reader still has the early field open. */
export const isEarlyOpen = (dialog: HTMLDialogElement): boolean => dialog.matches(':popover-open')

export function openEarlySearch(button: Element, doc: Document = document): HTMLDialogElement {
  let dialog = doc.getElementById(EARLY_SEARCH_ID) as HTMLDialogElement | null
  if (!dialog) {
    // A popover dialog (`popover` alone is `auto`) holding a plain form to the search page; the label and names are constants, not input.
    doc.body.insertAdjacentHTML(
      'beforeend',
      `<dialog id="${EARLY_SEARCH_ID}" class="early-search" popover aria-label="${BUTTON_LABEL}" ${NO_START_ATTRIBUTE}><form method="get"><input type="search" name="${QUERY_PARAM}" placeholder="${BUTTON_LABEL}" aria-label="${BUTTON_LABEL}" autocomplete="off"><p role="status">Loading search… Enter shows every result.</p></form></dialog>`,
    )
    dialog = doc.getElementById(EARLY_SEARCH_ID) as HTMLDialogElement
    dialog.querySelector('form')!.action = button.getAttribute(SEARCH_PAGE_ATTRIBUTE) ?? ''
  }
  if (!isEarlyOpen(dialog)) dialog.showPopover()
  dialog.querySelector('input')?.focus()
  return dialog
}

const modalApi = (doc: Document): SearchModalApi | undefined =>
  ((doc.defaultView ?? window) as unknown as Record<string, SearchModalApi | undefined>)[SEARCH_MODAL_API]

const cannotOpen = (error: Error) => console.error(`Search could not open here (${error.message}); going to the search page.`)

/** Opens search: the modal if it is here, else the early field, handed to the modal when it arrives. */
export function openSearch(button: Element, doc: Document = document): void {
  const api = modalApi(doc)
  if (api) {
    api
      .open(() => '')
      .catch((error: Error) => {
        cannotOpen(error)
        doc.defaultView?.location.assign(button.getAttribute(SEARCH_PAGE_ATTRIBUTE) ?? '')
      })
    return
  }
  const dialog = openEarlySearch(button, doc)
  loadSearchModal(doc).then(
    (modal) => {
      if (!isEarlyOpen(dialog)) return // the reader closed the field: answered
      const text = () => (isEarlyOpen(dialog) ? (dialog.querySelector('input')?.value ?? '') : null)
      return modal.open(text).then(() => isEarlyOpen(dialog) && dialog.hidePopover())
    },
    (error: Error) => {
      cannotOpen(error)
      if (isEarlyOpen(dialog)) dialog.querySelector('form')?.requestSubmit()
    },
  )
}

export function installEarlySearch(doc: Document = document): void {
  const button = `[${SEARCH_BUTTON_ATTRIBUTE}]`
  onTap(button, (control) => openSearch(control, doc))
  const preload = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(button)) loadSearchModal(doc).catch(() => undefined)
  }
  // In the capture phase, beside onTap's: a touch on the button stops at the document (passive there by default).
  for (const type of ['pointerover', 'focusin', 'touchstart']) doc.addEventListener(type, preload, true)
  doc.addEventListener('keydown', (event) => {
    const button = doc.querySelector(`[${SEARCH_BUTTON_ATTRIBUTE}]`)
    const dialog = doc.getElementById(EARLY_SEARCH_ID) as HTMLDialogElement | null
    const api = modalApi(doc)
    if (!button || (dialog && isEarlyOpen(dialog))) return
    const action = shortcutAction(event, api?.isOpen() ?? false)
    if (!action) return
    event.preventDefault()
    if (api?.isOpen()) {
      if (action === 'close' || action === 'toggle') api.close()
    } else if (action === 'open' || action === 'toggle') openSearch(button, doc)
  })
}
