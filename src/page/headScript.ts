/** The inline script in every page's <head>: runs before the body is painted. */
import { codeLanguageScript } from '../components/CodeTabs/language'
import { colorModeScript, type ColorMode } from '../colorMode/colorMode'

export function headScript(defaultMode: ColorMode): string {
  return `${colorModeScript(defaultMode)};${codeLanguageScript()}`
}
