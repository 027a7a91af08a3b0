import { findChromium } from './chromium'

/** A machine with only these files. */
const machine =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file)

describe('the Chromium a script drives', () => {
  it('is the headless shell for the tests, and the full browser for the benchmarks', () => {
    const both = machine('/usr/bin/chromium-headless-shell', '/usr/bin/chromium')
    expect(findChromium('tests', {}, both)).toBe('/usr/bin/chromium-headless-shell')
    expect(findChromium('bench', {}, both)).toBe('/usr/bin/chromium')
  })

  it('falls back to the full browser for the tests, never to the shell for the benchmarks', () => {
    expect(findChromium('tests', {}, machine('/usr/bin/chromium'))).toBe('/usr/bin/chromium')
    expect(findChromium('bench', {}, machine('/usr/bin/chromium-headless-shell'))).toBeUndefined()
    expect(findChromium('tests', {}, machine())).toBeUndefined()
  })

  it('is $CHROMIUM_PATH when set, and nothing when that file is missing', () => {
    const both = machine('/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/opt/chrome')
    expect(findChromium('tests', { CHROMIUM_PATH: '/opt/chrome' }, both)).toBe('/opt/chrome')
    expect(findChromium('bench', { CHROMIUM_PATH: '/opt/chrome' }, both)).toBe('/opt/chrome')
    expect(findChromium('tests', { CHROMIUM_PATH: '/opt/missing' }, both)).toBeUndefined()
  })
})
