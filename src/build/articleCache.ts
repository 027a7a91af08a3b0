/**
 * Rendered articles kept between builds (on disk, in BUILD_CACHE_DIR: Gatsby's own cache is
 * deleted whenever its plugins change, as between the test run's two builds). A page
 * query runs again whenever any node it reads changes, for example every doc page after a sidebar
 * edit, since each reads its place in the sidebars; without this, each run rendered its article
 * again (47 articles, about 18 s). The key holds everything the HTML depends on: the MDX node's
 * content digest, the renderer's digest (its code, the type notation's answerer and the lockfile) and
 * the render options.
 */
import path from 'node:path'
import { BUILD_CACHE_DIR } from '../content/paths'
import { jsonFileCache, type FileCache } from '../content/fileCache'

export type ArticleCache = FileCache

export function articleFileCache(dir: string = path.join(BUILD_CACHE_DIR, 'articles')): ArticleCache {
  return jsonFileCache(dir)
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
