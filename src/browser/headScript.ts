/** The inline script in every page's <head>: runs before the body is painted. */
import { colorModeScript, type ColorMode } from './colorMode'

export function headScript(defaultMode: ColorMode): string {
  return `document.documentElement.classList.add('js');${colorModeScript(defaultMode)}`
}
