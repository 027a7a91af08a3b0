/**
 * The colour-mode switch's behaviour (ColorModeToggle.tsx), installed by the page script
 * (src/page/behaviour.ts): a click on a `[data-color-mode-to]` button applies and stores that
 * mode; the stylesheet then shows the other button, which takes the focus so a keyboard reader
 * can switch back.
 */
import { onTap } from '../browser/taps'
import { applyColorMode, COLOR_MODE_TARGET_ATTRIBUTE, parseColorMode } from './colorMode'

export function installColorModeToggle(doc: Document = document): void {
  onTap(`button[${COLOR_MODE_TARGET_ATTRIBUTE}]`, (button) => {
    const mode = parseColorMode(button.getAttribute(COLOR_MODE_TARGET_ATTRIBUTE), 'light')
    const hadFocus = doc.activeElement === button
    applyColorMode(mode)
    if (hadFocus)
      button.parentElement
        ?.querySelector<HTMLButtonElement>(`button[${COLOR_MODE_TARGET_ATTRIBUTE}]:not([${COLOR_MODE_TARGET_ATTRIBUTE}="${mode}"])`)
        ?.focus()
  })
}
