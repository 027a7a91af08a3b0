import React from 'react'
import * as styles from './Drawer.module.css'
import { CLOSES_DIALOG, DRAWER_ATTRIBUTE, LIGHT_DISMISS, OPENS_DIALOG } from './behaviour'

/** Attributes of a button that opens the drawer `id` (behaviour.ts). */
export const opensDrawer = (id: string) => ({ [OPENS_DIALOG]: id })

/**
 * The docs navigation on narrow screens: a native modal <dialog>, opened by the menu button and
 * closed by its close button, Escape or a tap outside, through the page script (behaviour.ts), so
 * it works before Gatsby's runtime. The browser keeps the focus inside while it is open and gives
 * it back to the menu button; a client-side navigation closes it.
 */
export function Drawer({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <dialog id={id} aria-label={label} className={styles.panel} {...{ [DRAWER_ATTRIBUTE]: '', [LIGHT_DISMISS]: '' }}>
      <button type="button" className={styles.close} aria-label="Close docs navigation" {...{ [CLOSES_DIALOG]: id }}>
        ×
      </button>
      {children}
    </dialog>
  )
}
