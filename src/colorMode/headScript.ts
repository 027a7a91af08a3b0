/** The inline script in every page's <head>: runs before the body is painted. */
import { codeLanguageScript } from '../browser/codeLanguage'
import { colorModeScript, type ColorMode } from './colorMode'

export function headScript(defaultMode: ColorMode): string {
  return `${colorModeScript(defaultMode)};${codeLanguageScript()}`
}
