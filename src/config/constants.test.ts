/**
 * spec/SPEC.md §9's runtime constants are written once, in constants.ts (ESLint's
 * no-restricted-syntax rule in eslint.config.mjs keeps their values out of the browser code).
 */
import { LAZY_LOAD_DELAY_MS, PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_SETTINGS, ROUTE_CACHE_LIMIT } from './constants'

describe('runtime constants', () => {
  it('have the spec values', () => {
    expect(LAZY_LOAD_DELAY_MS).toBe(200)
    expect(PROGRESS_BAR_DELAY_MS).toBe(1000)
    expect(PROGRESS_BAR_SETTINGS).toEqual({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 })
    expect(ROUTE_CACHE_LIMIT).toBe(10000)
  })
})
