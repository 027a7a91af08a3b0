import React from 'react'
import { COLOR_MODE_TARGET_ATTRIBUTE, type ColorMode } from './colorMode'
import * as styles from './ColorModeToggle.module.css'

const SUN = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <circle cx="12" cy="12" r="4.5" fill="currentColor" />
    <path
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
    />
  </svg>
)
const MOON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
  </svg>
)

/**
 * The colour-mode switch: one button per mode it switches to, and the stylesheet shows the one
 * that leads away from <html data-theme>, which the head script set before the first paint. So
 * the switch is right from the first paint, holds no state of its own, and needs no hydration:
 * a click is handled by the page script (toggle.ts) before Gatsby's runtime and after it alike.
 * The icon shows the current mode, as before.
 */
export function ColorModeToggle() {
  return (
    <>
      {(['dark', 'light'] as const satisfies readonly ColorMode[]).map((to) => (
        <button
          key={to}
          type="button"
          className={styles.toggle}
          aria-label={`Switch to ${to} mode`}
          title={`Switch to ${to} mode`}
          {...{ [COLOR_MODE_TARGET_ATTRIBUTE]: to }}
        >
          {to === 'dark' ? SUN : MOON}
        </button>
      ))}
    </>
  )
}
