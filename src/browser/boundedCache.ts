/**
 * A function of a path, cached per path with at most ROUTE_CACHE_LIMIT entries (spec/SPEC.md §9):
 * paths come from the address bar and from links, so their number is unbounded; once the cache is
 * full, each new path drops the oldest one (a Map keeps insertion order).
 */
import { ROUTE_CACHE_LIMIT } from '../config/constants'

export function memoizeByPath<V>(
  compute: (path: string) => V,
  limit: number = ROUTE_CACHE_LIMIT,
): ((path: string) => V) & { cache: Map<string, V> } {
  const cache = new Map<string, V>()
  const memoized = (path: string): V => {
    if (cache.has(path)) return cache.get(path) as V
    const value = compute(path)
    if (cache.size >= limit) cache.delete(cache.keys().next().value as string)
    cache.set(path, value)
    return value
  }
  return Object.assign(memoized, { cache })
}
