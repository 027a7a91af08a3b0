/** The first part of the inline script in every page's <head> (gatsby-ssr.tsx puts the page script after it): runs before the body is painted. */
import { codeLanguageScript } from '../components/CodeTabs/language'
import { colorModeScript, type ColorMode } from '../colorMode/colorMode'

export function headScript(defaultMode: ColorMode): string {
  return `${colorModeScript(defaultMode)};${codeLanguageScript()}`
}
