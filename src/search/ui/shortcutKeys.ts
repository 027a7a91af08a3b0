/**
 * The search shortcuts DocSearch readers expect: Ctrl/⌘+K toggles search, "/" opens it when the
 * reader is not typing into a field, Escape closes it. (@docsearch/react 3 ships a hook for this
 * in the same module as its modal, so importing it would put the whole modal into every page's
 * first load; these few lines keep the modal on demand.) Free of React: the page script (early.ts)
 * answers the keys.
 */

/** Whether the event comes from a place where "/" is text, not a shortcut. */
export function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null
  if (!element || typeof element.tagName !== 'string') return false
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)
}

export type ShortcutAction = 'toggle' | 'open' | 'close' | null

/** What a key press means for search, given whether it is open. */
export function shortcutAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
  isOpen: boolean,
): ShortcutAction {
  if (event.key === 'Escape') return isOpen ? 'close' : null
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return 'toggle'
  if (event.key === '/' && !isOpen && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditing(event.target)) return 'open'
  return null
}
