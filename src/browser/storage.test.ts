import { storageReadExpression, storageSlot } from './storage'

function memoryStore() {
  const values = new Map<string, string>()
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) }
}

const throwing = {
  getItem: (): string | null => {
    throw new Error('SecurityError')
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError')
  },
}

describe('storage slots', () => {
  it('reads back what was stored, under its own key', () => {
    const store = memoryStore()
    const a = storageSlot('a', () => store)
    const b = storageSlot('b', () => store)
    expect(a.get()).toBeNull()
    expect(a.set('dark')).toBe(true)
    expect([a.get(), b.get()]).toEqual(['dark', null])
  })

  it('never throws: unreadable storage answers null, a failed write is dropped, no storage is no value', () => {
    const slot = storageSlot('a', () => throwing)
    expect(slot.get()).toBeNull()
    expect(slot.set('x')).toBe(false)
    const none = storageSlot('a', () => null)
    expect(none.set('x')).toBe(false)
    expect(none.get()).toBeNull()
  })

  it('gives inline scripts an expression with the same rule', () => {
    const expression = storageReadExpression({ key: 'theme' })
    const run = (localStorage: unknown) => new Function('localStorage', `return ${expression}`)(localStorage) as string | null
    const store = memoryStore()
    store.setItem('theme', 'dark')
    expect(run(store)).toBe('dark')
    expect(run(throwing)).toBeNull()
    expect(run(memoryStore())).toBeNull()
  })
})
