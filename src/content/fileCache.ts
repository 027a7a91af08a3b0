/**
 * Values kept between builds and test runs in a folder of BUILD_CACHE_DIR (src/content/paths.ts):
 * one JSON file per key, named by the key's hash. A file that cannot be read or parsed is a miss.
 * Used by the rendered articles (src/build/articleCache.ts) and Node's lines of each sample run
 * (src/samples/run.ts).
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface FileCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

export function jsonFileCache(dir: string): FileCache {
  const file = (key: string) => path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`)
  return {
    get: (key) =>
      readFile(file(key), 'utf8')
        .then(JSON.parse)
        .catch(() => undefined),
    async set(key, value) {
      await mkdir(dir, { recursive: true })
      // Written whole, then moved in place: a reader at the same time never sees half a file.
      const temporary = `${file(key)}.${process.pid}.tmp`
      await writeFile(temporary, JSON.stringify(value))
      await rename(temporary, file(key))
    },
  }
}
