import { isEditing, shortcutAction } from './shortcutKeys'

const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...extra,
})
const field = (tagName: string, isContentEditable = false) => ({ tagName, isContentEditable }) as unknown as EventTarget

describe('search shortcuts', () => {
  it('toggles with Ctrl+K and ⌘+K', () => {
    expect(shortcutAction(key('k', { ctrlKey: true }), false)).toBe('toggle')
    expect(shortcutAction(key('K', { metaKey: true }), true)).toBe('toggle')
    expect(shortcutAction(key('k', { ctrlKey: true, altKey: true }), false)).toBeNull()
  })

  it('opens with "/" except while typing in a field', () => {
    expect(shortcutAction(key('/'), false)).toBe('open')
    expect(shortcutAction(key('/', { target: field('INPUT') }), false)).toBeNull()
    expect(shortcutAction(key('/', { target: field('DIV', true) }), false)).toBeNull()
    expect(shortcutAction(key('/'), true)).toBeNull()
    expect(isEditing(field('TEXTAREA'))).toBe(true)
    expect(isEditing(field('BUTTON'))).toBe(false)
  })

  it('closes with Escape only when open; other keys mean nothing', () => {
    expect(shortcutAction(key('Escape'), true)).toBe('close')
    expect(shortcutAction(key('Escape'), false)).toBeNull()
    expect(shortcutAction(key('k'), false)).toBeNull()
  })
})
