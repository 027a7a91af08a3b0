/**
 * The runtime constants agree with spec/SPEC.md §9 as written there: the values are read from the
 * spec's own sentences, so a change to either side fails here.
 */
import { readFileSync } from 'fs'
import path from 'path'
import { LAZY_LOAD_DELAY_MS, PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_SETTINGS, ROUTE_CACHE_LIMIT } from './constants'

const spec = readFileSync(path.join(import.meta.dirname, '../../spec/SPEC.md'), 'utf8')

/** The number after `label` in the spec's line that starts with `line`. */
function specNumber(line: string, label: string): number {
  const text = spec.split('\n').find((l) => l.startsWith(`- ${line}`))
  const value = text && new RegExp(`${label}\\s+([0-9.]+)`).exec(text)
  if (!value) throw new Error(`spec/SPEC.md has no "${line}" line with "${label} <number>"`)
  return Number(value[1])
}

describe('runtime constants', () => {
  it('have the values spec/SPEC.md §9 gives', () => {
    expect(PROGRESS_BAR_DELAY_MS).toBe(specNumber('Progress bar delay before display:', 'display:'))
    expect(PROGRESS_BAR_SETTINGS).toEqual({
      minimum: specNumber('Progress bar settings:', 'minimum'),
      speed: specNumber('Progress bar settings:', 'speed'),
      trickleRate: specNumber('Progress bar settings:', 'trickle rate'),
      trickleSpeed: specNumber('Progress bar settings:', 'trickle interval'),
    })
    expect(LAZY_LOAD_DELAY_MS).toBe(specNumber('Lazy-load delay:', 'delay:'))
    expect(ROUTE_CACHE_LIMIT).toBe(specNumber('Route-pattern caches', 'capped at'))
  })
})
