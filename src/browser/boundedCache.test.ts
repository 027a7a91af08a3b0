import { jest } from '@jest/globals'
import { ROUTE_CACHE_LIMIT } from '../config/constants'
import { memoizeByPath } from './boundedCache'
import { createVersionMatcher, type VersionEntry } from '../versions/docsVersion'

describe('memoizeByPath', () => {
  it('computes once per path while the path is cached, and drops the oldest path once full', () => {
    const compute = jest.fn((path: string) => path.length)
    const memo = memoizeByPath(compute, 2)
    expect([memo('/a'), memo('/a'), memo('/bb')]).toEqual([2, 2, 3])
    expect(compute).toHaveBeenCalledTimes(2)
    expect(memo('/ccc')).toBe(4) // drops /a, the oldest
    expect([...memo.cache.keys()]).toEqual(['/bb', '/ccc'])
    expect(memo('/a')).toBe(2)
    expect(compute).toHaveBeenCalledTimes(4)
  })
})

describe('the route cache under more than ROUTE_CACHE_LIMIT distinct paths', () => {
  const many = ROUTE_CACHE_LIMIT + 500
  const path = (i: number) => `/generated/page-${i}`

  it('the matched-version cache stays at the limit and keeps answering correctly', () => {
    const versions: VersionEntry[] = [
      { name: 'current', label: '2.x', release: '2.14.0', path: '/', mainDocId: 'a', docs: [{ id: 'a', path: '/a' }] },
      { name: 'legacy', label: '1.x', release: '1.9.7', path: '/1.x', mainDocId: 'a', docs: [{ id: 'a', path: '/1.x/a' }] },
    ]
    const match = createVersionMatcher(versions)
    for (let i = 0; i < many; i++) expect(match(path(i))).toBeUndefined()
    expect(match.cache.size).toBe(10_000)
    expect(match.cache.has(path(0))).toBe(false)
    expect(match('/a')?.name).toBe('current')
    expect(match('/1.x/a/')?.name).toBe('legacy')
    expect(match.cache.size).toBe(10_000)
  })
})
