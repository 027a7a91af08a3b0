/**
 * The drawer (Drawer.tsx) is a `popover`: the browser opens it from its menu button
 * (`popovertarget`), closes it on Escape, a tap outside or its close button, and gives the focus
 * back, with no script. A popover rather than a modal dialog: opening a modal makes the rest of
 * the page inert, which restyles the whole document and made the phone menu's first tap slow
 * (docs/performance.md). The page script (src/page/behaviour.ts) closes an open drawer after a
 * client-side navigation (never on the page it was opened on) and keeps the drawer's buttons' taps from React.
 */
import { onTap } from '../../browser/taps'

export const DRAWER_ATTRIBUTE = 'data-drawer'

/** The browser answers the drawer's buttons; React need not see their taps (src/browser/taps.ts). */
export function installDrawer(): void {
  onTap('[popovertarget]')
}

/** Closes every open drawer. */
export function closeDrawers(doc: Document = document): void {
  doc.querySelectorAll<HTMLElement>(`[${DRAWER_ATTRIBUTE}]:popover-open`).forEach((drawer) => drawer.hidePopover())
}
