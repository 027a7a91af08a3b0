/**
 * Modal dialogs' behaviour, installed by the page script (src/page/behaviour.ts): a button marked
 * OPENS_DIALOG opens the <dialog> it names as a modal (the browser then keeps the focus inside,
 * closes it on Escape and gives the focus back to the button), one marked CLOSES_DIALOG closes it,
 * and a tap on the backdrop of a dialog marked LIGHT_DISMISS closes it. (The platform's own
 * `command` / `commandfor` and `closedby` attributes would do the same, but HTML validators do not
 * know them yet, and older browsers lack them.) An open drawer (DRAWER_ATTRIBUTE) closes when the
 * next page is shown.
 */
export const OPENS_DIALOG = 'data-opens-dialog'
export const CLOSES_DIALOG = 'data-closes-dialog'
export const LIGHT_DISMISS = 'data-light-dismiss'
export const DRAWER_ATTRIBUTE = 'data-drawer'

export function installDialogs(doc: Document = document): () => void {
  const win = doc.defaultView ?? window
  doc.addEventListener('click', (event) => {
    const target = event.target
    if (!(target instanceof win.Element)) return
    if (target instanceof win.HTMLDialogElement) {
      const box = target.getBoundingClientRect()
      const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
      if (outside && target.open && target.hasAttribute(LIGHT_DISMISS)) target.close()
      return
    }
    const button = target.closest(`button[${OPENS_DIALOG}], button[${CLOSES_DIALOG}]`)
    const dialog = button && doc.getElementById(button.getAttribute(OPENS_DIALOG) ?? button.getAttribute(CLOSES_DIALOG) ?? '')
    if (!button || !(dialog instanceof win.HTMLDialogElement)) return
    if (button.hasAttribute(OPENS_DIALOG)) {
      if (!dialog.open) dialog.showModal()
    } else dialog.close()
  })
  return () => doc.querySelectorAll<HTMLDialogElement>(`dialog[${DRAWER_ATTRIBUTE}][open]`).forEach((dialog) => dialog.close())
}
