import { jest } from '@jest/globals'
import { bufferKeystrokes, typedText } from './typeahead'

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
})

describe('keys typed while the search modal loads', () => {
  test('printable keys add to the text, Backspace removes, shortcuts and named keys are left alone', () => {
    expect(typedText('crea', key('t'))).toBe('creat')
    expect(typedText('a', key(' '))).toBe('a ')
    expect(typedText('a', key('🚀'))).toBe('a🚀')
    expect(typedText('abc', key('Backspace'))).toBe('ab')
    expect(typedText('', key('Backspace'))).toBe('')
    expect(typedText('a', key('k', { ctrlKey: true }))).toBeNull()
    expect(typedText('a', key('k', { metaKey: true }))).toBeNull()
    expect(typedText('a', key('Shift'))).toBeNull()
    expect(typedText('a', key('Enter'))).toBeNull()
    expect(typedText('a', key('ArrowDown'))).toBeNull()
  })

  test('keeps the keys between start and stop, then lets go of the page', () => {
    const listeners = new Set<(event: KeyboardEvent) => void>()
    const target = {
      addEventListener: (_: string, listener: (event: KeyboardEvent) => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: (event: KeyboardEvent) => void) => void listeners.delete(listener),
    } as unknown as Window
    const press = (k: string, mods = {}) => {
      const event = { ...key(k, mods), preventDefault: jest.fn(), stopPropagation: jest.fn() }
      listeners.forEach((listener) => listener(event as unknown as KeyboardEvent))
      return event
    }
    const buffer = bufferKeystrokes(target)
    for (const k of 'slicx') press(k)
    press('Backspace')
    press('e')
    const shortcut = press('k', { ctrlKey: true })
    expect(shortcut.preventDefault).not.toHaveBeenCalled()
    expect(buffer.stop()).toBe('slice')
    expect(listeners.size).toBe(0)
  })
})
