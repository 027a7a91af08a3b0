/**
 * The colour-mode switch's behaviour (ColorModeToggle.tsx), installed by the page script
 * (src/page/behaviour.ts): a click on the switch applies and stores the other mode. The
 * stylesheet then shows the switch's other face; the focus stays where it is, so the click does
 * not make the browser restyle the page before the frame that paints the new colours.
 */
import { applyColorMode, COLOR_MODE_ATTRIBUTE, COLOR_MODE_TOGGLE_ATTRIBUTE } from './colorMode'

export function installColorModeToggle(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`button[${COLOR_MODE_TOGGLE_ATTRIBUTE}]`)) return
    applyColorMode(doc.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE) === 'dark' ? 'light' : 'dark')
  })
}
