import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync, rmSync, utimesSync } from 'fs'
import os from 'os'
import path from 'path'
import { brotliDecompressSync, gunzipSync } from 'zlib'
import { precompressDir, removeTwins, shouldPrecompress } from './precompress'

describe('precompress', () => {
  it('chooses text files over 1 KB, never source maps or binaries', () => {
    expect(shouldPrecompress('app-1.js', 2000)).toBe(true)
    expect(shouldPrecompress('app-1.js', 1024)).toBe(false)
    expect(shouldPrecompress('app-1.js.map', 90000)).toBe(false)
    expect(shouldPrecompress('og.png', 90000)).toBe(false)
  })
  it('writes .gz and .br twins that decompress to the file', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    const cache = mkdtempSync(path.join(os.tmpdir(), 'precompress-cache-'))
    const text = 'const answer = 42;\n'.repeat(200)
    mkdirSync(path.join(root, 'api'))
    writeFileSync(path.join(root, 'api', 'index.html'), text)
    writeFileSync(path.join(root, 'small.css'), 'a{}')
    // Gatsby's slice fragments are never sent to readers as files of their own.
    mkdirSync(path.join(root, '_gatsby', 'slices'), { recursive: true })
    writeFileSync(path.join(root, '_gatsby', 'slices', '_gatsby-scripts-1.html'), text)
    expect(await precompressDir(root, cache)).toEqual({ files: 1, fromCache: 0 })
    expect(gunzipSync(readFileSync(path.join(root, 'api', 'index.html.gz'))).toString()).toBe(text)
    expect(brotliDecompressSync(readFileSync(path.join(root, 'api', 'index.html.br'))).toString()).toBe(text)
    expect(existsSync(path.join(root, 'small.css.gz'))).toBe(false)
    // up-to-date twins are kept; a changed file is compressed again
    expect(await precompressDir(root, cache)).toEqual({ files: 0, fromCache: 0 })
    const later = new Date(Date.now() + 5000)
    writeFileSync(path.join(root, 'api', 'index.html'), text + 'x')
    utimesSync(path.join(root, 'api', 'index.html'), later, later)
    expect(await precompressDir(root, cache)).toEqual({ files: 1, fromCache: 0 })
    expect(gunzipSync(readFileSync(path.join(root, 'api', 'index.html.gz'))).toString()).toBe(text + 'x')
  })
  it('takes the twins of a content it compressed before from the cache, in a folder emptied since', async () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'precompress-cache-'))
    const text = 'export const same = 1;\n'.repeat(200)
    const build = (other: string) => {
      const root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
      writeFileSync(path.join(root, 'app.js'), text)
      writeFileSync(path.join(root, 'index.html'), other.repeat(300))
      return root
    }
    const first = build('<p>first</p>')
    expect(await precompressDir(first, cache)).toEqual({ files: 2, fromCache: 0 })
    rmSync(first, { recursive: true })
    const second = build('<p>second</p>')
    expect(await precompressDir(second, cache)).toEqual({ files: 2, fromCache: 1 })
    expect(brotliDecompressSync(readFileSync(path.join(second, 'app.js.br'))).toString()).toBe(text)
    expect(gunzipSync(readFileSync(path.join(second, 'index.html.gz'))).toString()).toBe('<p>second</p>'.repeat(300))
  })
  it('removes the twins an earlier build left, and no other .gz file', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    const cache = mkdtempSync(path.join(os.tmpdir(), 'precompress-cache-'))
    writeFileSync(path.join(root, 'index.html'), '<p>page</p>'.repeat(300))
    writeFileSync(path.join(root, 'archive.tar.gz'), 'not a twin')
    await precompressDir(root, cache)
    expect(existsSync(path.join(root, 'index.html.br'))).toBe(true)
    expect(await removeTwins(root)).toBe(2)
    expect(['index.html.br', 'index.html.gz'].filter((twin) => existsSync(path.join(root, twin)))).toEqual([])
    expect(existsSync(path.join(root, 'archive.tar.gz'))).toBe(true)
    expect(existsSync(path.join(root, 'index.html'))).toBe(true)
  })
})
