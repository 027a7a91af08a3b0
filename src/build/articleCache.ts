/**
 * Rendered articles kept between builds (Gatsby's cache, on disk under .cache/caches). A page
 * query runs again whenever any node it reads changes, for example every doc page after a sidebar
 * edit, since each reads its place in the sidebars; without this, each run rendered its article
 * again (47 articles, about 18 s). The key holds everything the HTML depends on: the MDX node's
 * content digest, the renderer's digest (its code, the type notation's answerer and the lockfile) and
 * the render options.
 */
export interface ArticleCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

export function articleCacheKey(parts: {
  content: string
  renderer: string
  basePath: string
  release: string
  headingLinks: boolean
}): string {
  return ['article', parts.renderer, parts.content, parts.basePath, parts.release, parts.headingLinks ? 'links' : 'plain'].join(':')
}

/** The cached value for `key`, or `render()`'s result, stored under it. */
export async function cachedRender<T>(cache: ArticleCache, key: string, render: () => Promise<T>): Promise<T> {
  const hit = (await cache.get(key)) as T | undefined
  if (hit !== undefined) return hit
  const value = await render()
  await cache.set(key, value)
  return value
}
