import { colorModeScript, parseColorMode } from './colorMode'
import { releaseOf } from '../content/release'

describe('colour mode', () => {
  it('uses a stored value only when it is light or dark', () => {
    expect(parseColorMode('dark', 'light')).toBe('dark')
    expect(parseColorMode('light', 'dark')).toBe('light')
    expect(parseColorMode('purple', 'light')).toBe('light')
    expect(parseColorMode(null, 'light')).toBe('light')
  })

  function runScript(stored: string | null | Error): string | null {
    let applied: string | null = null
    const localStorage = {
      getItem: () => {
        if (stored instanceof Error) throw stored
        return stored
      },
    }
    const document = { documentElement: { setAttribute: (_: string, value: string) => (applied = value) } }
    new Function('localStorage', 'document', colorModeScript('light'))(localStorage, document)
    return applied
  }

  it('head script applies the stored mode, ignores junk and survives storage errors', () => {
    expect(runScript('dark')).toBe('dark')
    expect(runScript('"dark"')).toBe('light')
    expect(runScript(null)).toBe('light')
    expect(runScript(new Error('denied'))).toBe('light')
  })
})

describe('release', () => {
  it('derives the release line from the version', () => {
    expect(releaseOf('2.14.0')).toEqual({ version: '2.14.0', line: '2.x' })
    expect(() => releaseOf('next')).toThrow(/Cannot read a release line/)
  })
})
