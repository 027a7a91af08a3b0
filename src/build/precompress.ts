/**
 * Writes `file.gz` (gzip level 9) and `file.br` (Brotli quality 11) beside every text file over
 * 1 KB in the build, so servers send the smallest encoding without compressing per request
 * (nginx `gzip_static`/`brotli_static`, npm start's server). Source maps are left out: readers
 * never download them. Runs on libuv's thread pool, a few files at a time. A file whose twins are
 * newer than it is skipped, so a warm build recompresses only what changed (webpack leaves
 * unchanged bundles untouched). Cost, cold: about 26 CPU seconds for this site's 28 MB of text,
 * nearly all of it Brotli quality 11. So the twins are also kept in BUILD_CACHE_DIR by the
 * file's content: a build after public/ was emptied (the test run's second build, whose bundles,
 * run files and Markdown twins are mostly the first's) copies them instead. With PRECOMPRESS off
 * (src/config/env.ts) the build writes none and removes those an earlier build left.
 */
import { createHash, randomUUID } from 'crypto'
import { promises as fs } from 'fs'
import path from 'path'
import { promisify } from 'util'
import { brotliCompress, constants, gzip } from 'zlib'
import { ENCODINGS, isCompressible } from '../server/contentTypes'
import { publicFiles } from './headersFiles'
import { BUILD_CACHE_DIR } from '../content/paths'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export const MIN_BYTES = 1024
const SKIP_DIRS = new Set(['_gatsby'])
const SKIP_EXT = new Set(['.map'])

export function shouldPrecompress(rel: string, size: number): boolean {
  const ext = path.extname(rel)
  return size > MIN_BYTES && isCompressible(ext) && !SKIP_EXT.has(ext)
}

export async function compressFile(file: string, data?: Buffer): Promise<void> {
  const input = data ?? (await fs.readFile(file))
  const [gz, br] = await Promise.all([
    gzipAsync(input, { level: 9 }),
    brotliAsync(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ])
  await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)])
}

async function upToDate(file: string, mtimeMs: number): Promise<boolean> {
  try {
    const twins = await Promise.all(ENCODINGS.map((e) => fs.stat(file + e.ext)))
    return twins.every((twin) => twin.mtimeMs >= mtimeMs)
  } catch {
    return false
  }
}

/** Writes a file's twins from the cache, or compresses it and keeps its twins there; true when they came from the cache. */
async function compressCached(file: string, cacheDir: string): Promise<boolean> {
  const input = await fs.readFile(file)
  const cached = path.join(cacheDir, createHash('sha256').update(input).digest('hex'))
  try {
    await Promise.all(ENCODINGS.map((e) => fs.copyFile(cached + e.ext, file + e.ext)))
    return true
  } catch {
    await compressFile(file, input)
    await fs.mkdir(cacheDir, { recursive: true })
    // Copied whole, then moved in place: a build reading at the same time never copies half a twin.
    const temporary = `${cached}.${randomUUID()}.tmp`
    for (const e of ENCODINGS) {
      await fs.copyFile(file + e.ext, temporary)
      await fs.rename(temporary, cached + e.ext)
    }
    return false
  }
}

export async function precompressDir(
  root: string,
  cacheDir = path.join(BUILD_CACHE_DIR, 'compressed'),
  concurrency = 4,
): Promise<{ files: number; fromCache: number }> {
  const candidates: string[] = []
  for (const file of publicFiles(root).filter((file) => !SKIP_DIRS.has(path.relative(root, file).split(path.sep)[0]))) {
    const stat = await fs.stat(file)
    if (shouldPrecompress(path.relative(root, file), stat.size) && !(await upToDate(file, stat.mtimeMs))) candidates.push(file)
  }
  let next = 0
  let fromCache = 0
  const worker = async () => {
    while (next < candidates.length) if (await compressCached(candidates[next++], cacheDir)) fromCache += 1
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { files: candidates.length, fromCache }
}

/** Removes every .gz/.br twin of a file in `root` (left by an earlier build), so a server never sends an old twin of a changed file; returns how many. */
export async function removeTwins(root: string): Promise<number> {
  const files = new Set(publicFiles(root))
  const twins = [...files].filter((file) => ENCODINGS.some((e) => file.endsWith(e.ext) && files.has(file.slice(0, -e.ext.length))))
  await Promise.all(twins.map((twin) => fs.unlink(twin)))
  return twins.length
}
