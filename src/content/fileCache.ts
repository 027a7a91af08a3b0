/**
 * Values kept between builds and test runs in a folder of BUILD_CACHE_DIR (src/content/paths.ts):
 * one JSON file per key, named by the key's hash. A file that cannot be read or parsed is a miss.
 * Used by the rendered articles (src/build/articleCache.ts) and Node's lines of each sample run
 * (src/samples/run.ts); the hover types' cache (src/samples/typeNames.ts) writes its files with `writeWhole`.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
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
    set: async (key, value) => writeWhole(file(key), JSON.stringify(value)),
  }
}

/** Writes `file` whole, then moves it in place: a reader at the same time (another build, a test) never sees half a file. */
export function writeWhole(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
}

/** Writes `text` to `file` (whole) unless it holds it already: an unchanged file keeps its time, so nothing downstream (Gatsby's watcher, webpack's cache, the precompression) redoes work for it. */
export function writeIfChanged(file: string, text: string): void {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeWhole(file, text)
}
