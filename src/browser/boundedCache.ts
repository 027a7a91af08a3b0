/**
 * A Map with a size limit, for caches keyed by path or route pattern. Paths come from the
 * address bar and from links, so their number is unbounded; once the cache is full, adding a
 * key drops the entry that was used least recently (every hit counts as a use).
 */
import { ROUTE_CACHE_LIMIT } from '../config/constants'

export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(readonly limit: number = ROUTE_CACHE_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`BoundedCache limit must be a positive integer, got ${limit}`)
  }

  get size(): number {
    return this.entries.size
  }

  has(key: K): boolean {
    return this.entries.has(key)
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined
    const value = this.entries.get(key) as V
    // Map keeps insertion order: re-inserting moves the key to the "most recent" end.
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  set(key: K, value: V): this {
    this.entries.delete(key)
    this.entries.set(key, value)
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as K
      this.entries.delete(oldest)
    }
    return this
  }
}

/** Wraps a one-argument function of a path in a bounded cache (the function must be pure). */
export function memoizeByPath<V>(
  compute: (path: string) => V,
  limit: number = ROUTE_CACHE_LIMIT,
): ((path: string) => V) & { cache: BoundedCache<string, V> } {
  const cache = new BoundedCache<string, V>(limit)
  const memoized = (path: string): V => {
    if (cache.has(path)) return cache.get(path) as V
    const value = compute(path)
    cache.set(path, value)
    return value
  }
  return Object.assign(memoized, { cache })
}
