/**
 * The one rule for the reader's stored choices (colour mode, sample language, docs version): one
 * localStorage key per choice, and storage that is missing, disabled (privacy settings) or full
 * never breaks the page: reads answer null, writes are dropped and the choice holds for the page
 * on screen only. The inline head script reads the same keys before the first paint
 * (`storageReadExpression`), with the same rule.
 */
type Store = Pick<Storage, 'getItem' | 'setItem'>

export interface StorageSlot {
  readonly key: string
  /** The stored value, or null when there is none or storage cannot be read. */
  get(): string | null
  /** Stores the value when storage allows it; false when it did not. */
  set(value: string): boolean
}

/** The browser's localStorage, or null where there is none or reading it throws. */
export function browserStorage(): Store | null {
  try {
    return window.localStorage // no window (the server's render) throws too
  } catch {
    return null
  }
}

export function storageSlot(key: string, store: () => Store | null = browserStorage): StorageSlot {
  return {
    key,
    get() {
      try {
        return store()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set(value) {
      try {
        // No storage at all throws here too.
        ;(store() as Store).setItem(key, value)
        return true
      } catch {
        // Full, disabled or missing: the choice holds for this page only.
        return false
      }
    },
  }
}

/** For inline scripts: an ES5 expression giving the slot's stored value, or null when storage cannot be read. */
export function storageReadExpression(slot: Pick<StorageSlot, 'key'>): string {
  return `(function(){try{return localStorage.getItem(${JSON.stringify(slot.key)})}catch(e){return null}})()`
}
