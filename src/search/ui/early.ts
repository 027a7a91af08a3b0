/**
 * Search answers a tap at once. While the search modal's code is not there yet, a tap on the
 * search button, Ctrl/⌘+K or "/" opens a small dialog (a popover, so that opening it restyles
 * nothing but itself) whose search field takes the focus immediately: before React has hydrated the page the page script (src/page/behaviour.ts) opens
 * it, afterwards SearchButton.tsx does, on the first use. What the reader types there becomes the
 * modal's query when the modal arrives (earlySearch, handOver). The field is a plain form to the
 * search page, so Enter finds results even if the scripts never arrive; Escape or a tap outside
 * closes it, and the modal then does not open.
 */
import { ROOT_CREATED_FLAG } from '../../runtimeStart/switch'
import { BUTTON_LABEL } from './labels'
import { shortcutAction } from './shortcutKeys'
import { QUERY_PARAM } from './searchPageUrl'

export const EARLY_SEARCH_ID = 'early-search'
/** On the search button: the search page's address, for the early field's form. */
export const SEARCH_PAGE_ATTRIBUTE = 'data-search-page'
/** On the search button: marks it for the page script. */
export const SEARCH_BUTTON_ATTRIBUTE = 'data-search-button'
const HANDED_OVER = 'data-handed-over'

/** Whether the reader still has the early field open. */
export const isEarlyOpen = (dialog: HTMLDialogElement): boolean => dialog.matches(':popover-open')

export function openEarlySearch(button: Element, doc: Document = document): HTMLDialogElement {
  let dialog = doc.getElementById(EARLY_SEARCH_ID) as HTMLDialogElement | null
  if (!dialog) {
    dialog = Object.assign(doc.createElement('dialog'), { id: EARLY_SEARCH_ID, className: 'early-search' })
    dialog.setAttribute('aria-label', BUTTON_LABEL)
    dialog.popover = 'auto'
    const form = Object.assign(doc.createElement('form'), { method: 'get', action: button.getAttribute(SEARCH_PAGE_ATTRIBUTE) ?? '' })
    const input = Object.assign(doc.createElement('input'), {
      type: 'search',
      name: QUERY_PARAM,
      placeholder: BUTTON_LABEL,
      autocomplete: 'off',
    })
    input.setAttribute('aria-label', BUTTON_LABEL)
    const status = Object.assign(doc.createElement('p'), { textContent: 'Loading search… Enter shows every result.' })
    status.setAttribute('role', 'status')
    form.append(input, status)
    dialog.append(form)
    doc.body.append(dialog)
  }
  dialog.removeAttribute(HANDED_OVER)
  if (!isEarlyOpen(dialog)) dialog.showPopover()
  dialog.querySelector('input')?.focus()
  return dialog
}

export function installEarlySearch(doc: Document = document): void {
  const win = doc.defaultView ?? window
  const early = () => !win[ROOT_CREATED_FLAG]
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${SEARCH_BUTTON_ATTRIBUTE}]`) : null
    if (button && early()) openEarlySearch(button, doc)
  })
  doc.addEventListener('keydown', (event) => {
    const button = doc.querySelector(`[${SEARCH_BUTTON_ATTRIBUTE}]`)
    const dialog = doc.getElementById(EARLY_SEARCH_ID) as HTMLDialogElement | null
    if (!button || !early() || (dialog && isEarlyOpen(dialog))) return
    const action = shortcutAction(event, false)
    if (action !== 'open' && action !== 'toggle') return
    event.preventDefault()
    openEarlySearch(button, doc)
  })
}

/**
 * For SearchButton.tsx, as it opens the modal: the early search dialog when the reader opened one
 * that the modal has not taken over yet, else null.
 */
export function earlySearch(doc: Document = document): HTMLDialogElement | null {
  const dialog = doc.getElementById(EARLY_SEARCH_ID) as HTMLDialogElement | null
  return dialog && !dialog.hasAttribute(HANDED_OVER) ? dialog : null
}

/** The modal takes over from the early dialog: closes it and returns what the reader typed there. */
export function handOver(dialog: HTMLDialogElement): string {
  dialog.setAttribute(HANDED_OVER, '')
  const text = dialog.querySelector('input')?.value ?? ''
  if (isEarlyOpen(dialog)) dialog.hidePopover()
  return text
}
