/**
 * Keys typed while the search modal is still loading (first use: its code and stylesheet are
 * fetched on demand). A reader who presses Ctrl+K and types at once would otherwise lose the
 * first letters; they are kept here and become the modal's initial query.
 */
export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
}

/** The text after `key` is typed into `text`, or null when the key is not typing at all. */
export function typedText(text: string, key: KeyLike): string | null {
  if (key.ctrlKey || key.metaKey || key.altKey) return null
  if (key.key === 'Backspace') return text.slice(0, -1)
  // Printable keys have a one-character name ("a", "/", " "); emoji and other astral characters two code units.
  if ([...key.key].length === 1) return text + key.key
  return null
}

/** Starts keeping the keys typed anywhere on the page; `stop()` ends that and returns the text. */
export function bufferKeystrokes(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): { stop: () => string } {
  let text = ''
  const onKeyDown = (event: KeyboardEvent) => {
    const next = typedText(text, event)
    if (next === null) return
    text = next
    event.preventDefault()
    event.stopPropagation()
  }
  target.addEventListener('keydown', onKeyDown, true)
  return {
    stop() {
      target.removeEventListener('keydown', onKeyDown, true)
      return text
    },
  }
}
