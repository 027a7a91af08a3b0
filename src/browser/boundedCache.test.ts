import { jest } from '@jest/globals'
import { ROUTE_CACHE_LIMIT } from '../config/constants'
import { BoundedCache, memoizeByPath } from './boundedCache'
import { createVersionMatcher, type VersionEntry } from '../versions/docsVersion'
import { normalizeTarget } from './paths'

describe('BoundedCache', () => {
  it('defaults to the spec limit and rejects a limit that is not a positive integer', () => {
    expect(new BoundedCache().limit).toBe(ROUTE_CACHE_LIMIT)
    expect(() => new BoundedCache(0)).toThrow(/positive integer, got 0/)
    expect(() => new BoundedCache(2.5)).toThrow(RangeError)
  })

  it('drops the least recently used entry once full', () => {
    const cache = new BoundedCache<string, number>(3)
    cache.set('a', 1).set('b', 2).set('c', 3)
    expect(cache.get('a')).toBe(1) // a is now the most recent; b is the oldest
    cache.set('d', 4)
    expect(cache.size).toBe(3)
    expect(cache.has('b')).toBe(false)
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4])
  })

  it('re-setting a key refreshes it instead of growing', () => {
    const cache = new BoundedCache<string, number>(2)
    cache.set('a', 1).set('b', 2).set('a', 10).set('c', 3)
    expect(cache.has('b')).toBe(false)
    expect(cache.get('a')).toBe(10)
    expect(cache.size).toBe(2)
  })

  it('memoizeByPath computes once per key while the key is cached', () => {
    const compute = jest.fn((path: string) => path.length)
    const memo = memoizeByPath(compute, 2)
    expect([memo('/a'), memo('/a'), memo('/bb')]).toEqual([2, 2, 3])
    expect(compute).toHaveBeenCalledTimes(2)
    memo('/ccc') // evicts /a
    memo('/a')
    expect(compute).toHaveBeenCalledTimes(4)
  })
})

describe('route caches under more than ROUTE_CACHE_LIMIT distinct paths', () => {
  const many = ROUTE_CACHE_LIMIT + 500
  const path = (i: number) => `/generated/page-${i}`

  it('the normalised-path cache stays at the limit and keeps answering correctly', () => {
    for (let i = 0; i < many; i++) {
      expect(normalizeTarget(`${path(i)}/index.html?x=${i}#h`)).toBe(`${path(i)}?x=${i}#h`)
    }
    expect(normalizeTarget.cache.size).toBe(ROUTE_CACHE_LIMIT)
    // The oldest entries were dropped and are recomputed correctly.
    expect(normalizeTarget.cache.has(`${path(0)}/index.html?x=0#h`)).toBe(false)
    expect(normalizeTarget(`${path(0)}/index.html?x=0#h`)).toBe(`${path(0)}?x=0#h`)
    expect(normalizeTarget('/index.html')).toBe('/')
    expect(normalizeTarget.cache.size).toBe(ROUTE_CACHE_LIMIT)
  })

  it('the matched-version cache stays at the limit and keeps answering correctly', () => {
    const versions: VersionEntry[] = [
      { name: 'current', label: '2.x', release: '2.14.0', path: '/', mainDocId: 'a', docs: [{ id: 'a', path: '/a' }] },
      { name: 'legacy', label: '1.x', release: '1.9.7', path: '/1.x', mainDocId: 'a', docs: [{ id: 'a', path: '/1.x/a' }] },
    ]
    const match = createVersionMatcher(versions)
    for (let i = 0; i < many; i++) expect(match(path(i))).toBeUndefined()
    expect(match.cache.size).toBe(ROUTE_CACHE_LIMIT)
    expect(match('/a')?.name).toBe('current')
    expect(match('/1.x/a/')?.name).toBe('legacy')
    expect(match.cache.size).toBe(ROUTE_CACHE_LIMIT)
  })
})
