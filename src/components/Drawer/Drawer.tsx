import React from 'react'
import * as styles from './Drawer.module.css'
import { DRAWER_ATTRIBUTE } from './behaviour'

/** Attributes of a button that opens the drawer `id` (behaviour.ts). */
export const opensDrawer = (id: string) => ({ popoverTarget: id })

/**
 * The docs navigation on narrow screens: a non-modal dialog shown as a popover, opened by the menu
 * button (the dialog takes the focus) and closed by its close button, Escape or a tap outside
 * (the focus goes back to the button), by the browser itself, so it works before Gatsby's
 * runtime; a client-side navigation closes it (behaviour.ts). The close button's cross is drawn,
 * not a "×" in the button's own font, a font the page had not used: Chromium looked it up on the
 * first open, in the middle of the phone menu's first tap (docs/performance.md).
 */
export function Drawer({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <dialog id={id} aria-label={label} className={styles.panel} popover="auto" {...{ [DRAWER_ATTRIBUTE]: '' }}>
      <button type="button" className={styles.close} aria-label="Close docs navigation" popoverTarget={id} popoverTargetAction="hide">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      {children}
    </dialog>
  )
}
