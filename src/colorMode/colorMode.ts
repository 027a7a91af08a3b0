/**
 * Colour mode: light by default, dark on request, remembered in localStorage. The same rules run
 * in the inline head script (before first paint) and in the switch, so they live here once.
 */
import { storageReadExpression, storageSlot } from '../browser/storage'

export type ColorMode = 'light' | 'dark'

export const COLOR_MODE_STORAGE_KEY = 'theme'
const stored = storageSlot(COLOR_MODE_STORAGE_KEY)
export const COLOR_MODE_ATTRIBUTE = 'data-theme'
/** On the switch's buttons: the mode each switches to (ColorModeToggle.tsx, toggle.ts). */
export const COLOR_MODE_TARGET_ATTRIBUTE = 'data-color-mode-to'

/** A stored value is used only when it is exactly "light" or "dark". */
export function parseColorMode(value: unknown, fallback: ColorMode): ColorMode {
  return value === 'light' || value === 'dark' ? value : fallback
}

/**
 * The inline script that applies the stored mode to <html> before the body is painted. Kept
 * tiny and dependency-free; storage errors (privacy modes) leave the default in place.
 */
export function colorModeScript(defaultMode: ColorMode): string {
  return `(function(){var m=${JSON.stringify(defaultMode)},s=${storageReadExpression(stored)};if(s==='light'||s==='dark')m=s;document.documentElement.setAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},m)})()`
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, mode)
  stored.set(mode)
}
