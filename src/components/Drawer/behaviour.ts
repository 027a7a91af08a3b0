/**
 * The drawer's behaviour where the platform lacks it (Drawer.tsx), installed by the page script
 * (src/page/behaviour.ts): buttons with `commandfor` open or close their dialog in browsers
 * without Invoker Commands, and a tap on the backdrop closes a `closedby="any"` dialog in browsers
 * without that attribute. An open drawer (marked DRAWER_ATTRIBUTE) closes when the next page is shown.
 */
export const DRAWER_ATTRIBUTE = 'data-drawer'

export function installDrawer(doc: Document = document): () => void {
  const win = doc.defaultView ?? window
  if (!('command' in win.HTMLButtonElement.prototype)) {
    doc.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null
      const dialog = button ? doc.getElementById(button.getAttribute('commandfor') ?? '') : null
      if (!button || !(dialog instanceof win.HTMLDialogElement)) return
      if (button.getAttribute('command') === 'show-modal' && !dialog.open) dialog.showModal()
      else if (button.getAttribute('command') === 'close') dialog.close()
    })
  }
  if (!('closedBy' in win.HTMLDialogElement.prototype)) {
    doc.addEventListener('click', (event) => {
      const dialog = event.target
      if (dialog instanceof win.HTMLDialogElement && dialog.open && dialog.getAttribute('closedby') === 'any') {
        const box = dialog.getBoundingClientRect()
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
        if (outside) dialog.close()
      }
    })
  }
  return () => doc.querySelectorAll<HTMLDialogElement>(`dialog[${DRAWER_ATTRIBUTE}][open]`).forEach((dialog) => dialog.close())
}
