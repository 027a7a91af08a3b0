import React, { useEffect, useState } from 'react'
import { applyColorMode, appliedColorMode, type ColorMode } from './colorMode'
import * as styles from './ColorModeToggle.module.css'

/**
 * The colour-mode switch. The mode itself is applied before first paint by the head script;
 * the button learns it after hydration, so server and client render the same markup.
 */
export function ColorModeToggle({ defaultMode }: { defaultMode: ColorMode }) {
  const [mode, setMode] = useState<ColorMode | null>(null)
  useEffect(() => setMode(appliedColorMode(defaultMode)), [defaultMode])
  const next: ColorMode = (mode ?? defaultMode) === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={() => {
        applyColorMode(next)
        setMode(next)
      }}
    >
      <svg className={styles.sun} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
        />
      </svg>
      <svg className={styles.moon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
      </svg>
    </button>
  )
}
