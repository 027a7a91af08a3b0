import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync, utimesSync } from 'fs'
import os from 'os'
import path from 'path'
import { brotliDecompressSync, gunzipSync } from 'zlib'
import { precompressDir, shouldPrecompress } from './precompress'

describe('precompress', () => {
  it('chooses text files over 1 KB, never source maps or binaries', () => {
    expect(shouldPrecompress('app-1.js', 2000)).toBe(true)
    expect(shouldPrecompress('app-1.js', 1024)).toBe(false)
    expect(shouldPrecompress('app-1.js.map', 90000)).toBe(false)
    expect(shouldPrecompress('og.png', 90000)).toBe(false)
  })
  it('writes .gz and .br twins that decompress to the file', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    const text = 'const answer = 42;\n'.repeat(200)
    mkdirSync(path.join(root, 'api'))
    writeFileSync(path.join(root, 'api', 'index.html'), text)
    writeFileSync(path.join(root, 'small.css'), 'a{}')
    // Gatsby's slice fragments are never sent to readers as files of their own.
    mkdirSync(path.join(root, '_gatsby', 'slices'), { recursive: true })
    writeFileSync(path.join(root, '_gatsby', 'slices', '_gatsby-scripts-1.html'), text)
    expect(await precompressDir(root)).toEqual({ files: 1 })
    expect(gunzipSync(readFileSync(path.join(root, 'api', 'index.html.gz'))).toString()).toBe(text)
    expect(brotliDecompressSync(readFileSync(path.join(root, 'api', 'index.html.br'))).toString()).toBe(text)
    expect(existsSync(path.join(root, 'small.css.gz'))).toBe(false)
    // up-to-date twins are kept; a changed file is compressed again
    expect(await precompressDir(root)).toEqual({ files: 0 })
    const later = new Date(Date.now() + 5000)
    writeFileSync(path.join(root, 'api', 'index.html'), text + 'x')
    utimesSync(path.join(root, 'api', 'index.html'), later, later)
    expect(await precompressDir(root)).toEqual({ files: 1 })
    expect(gunzipSync(readFileSync(path.join(root, 'api', 'index.html.gz'))).toString()).toBe(text + 'x')
  })
})
