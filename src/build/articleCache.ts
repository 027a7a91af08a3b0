/**
 * Rendered articles kept between builds (on disk, in BUILD_CACHE_DIR: Gatsby's own cache is
 * deleted whenever its plugins change, as between the test run's two builds). A page
 * query runs again whenever any node it reads changes, for example every doc page after a sidebar
 * edit, since each reads its place in the sidebars; without this, each run rendered its article
 * again (47 articles, about 18 s). The key holds everything the HTML depends on: the MDX node's
 * content digest, the renderer's digest (its code, the type notation's answerer and the lockfile) and
 * the render options.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BUILD_CACHE_DIR } from '../content/paths'

export interface ArticleCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

/** One JSON file per key under `dir`; a file that cannot be read or parsed is a miss. */
export function articleFileCache(dir: string = path.join(BUILD_CACHE_DIR, 'articles')): ArticleCache {
  const file = (key: string) => path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`)
  return {
    get: (key) =>
      readFile(file(key), 'utf8')
        .then(JSON.parse)
        .catch(() => undefined),
    async set(key, value) {
      await mkdir(dir, { recursive: true })
      // Written whole, then moved in place: a build reading at the same time never sees half a file.
      const temporary = `${file(key)}.${process.pid}.tmp`
      await writeFile(temporary, JSON.stringify(value))
      await rename(temporary, file(key))
    },
  }
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
