import React from 'react'
import * as styles from './Drawer.module.css'
import { DRAWER_ATTRIBUTE } from './behaviour'

/** Attributes of a button that opens the drawer `id` as a modal dialog (Invoker Commands). */
export const opensDrawer = (id: string) => ({ command: 'show-modal', commandfor: id })

/**
 * The docs navigation on narrow screens: a native modal <dialog>. The menu button opens it and
 * the close button closes it declaratively (`command` / `commandfor`); the browser traps focus
 * inside, closes it on Escape or a tap outside (`closedby="any"`) and gives the focus back to the
 * menu button. behaviour.ts does the same where the browser lacks those attributes, and closes the
 * drawer when a client-side navigation shows the next page.
 */
export function Drawer({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <dialog id={id} aria-label={label} className={styles.panel} closedby="any" {...{ [DRAWER_ATTRIBUTE]: '' }}>
      <button type="button" className={styles.close} aria-label="Close docs navigation" {...{ command: 'close', commandfor: id }}>
        ×
      </button>
      {children}
    </dialog>
  )
}
