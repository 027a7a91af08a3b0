import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs'
import os from 'os'
import path from 'path'
import { collectScriptHashes, cspHash, hashedFiles, inlineScripts, scriptHashesOrThrow, MAX_INLINE_SCRIPTS } from './headersFiles'
import { samePostBodyScripts, withoutPagePath } from './sameInlineScripts'
import React from 'react'

describe('inline script hashes', () => {
  it('hashes the exact text of executable inline scripts only', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>'
    expect(inlineScripts(html)).toEqual(['a()', 'b()'])
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(cspHash('a()')).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='")
  })
  it('stops a build whose pages carry many different inline scripts, naming pages', () => {
    const pages = Array.from({ length: MAX_INLINE_SCRIPTS + 1 }, (_, i) => ({
      file: `p${i}/index.html`,
      html: `<script>page(${i})</script>`,
    }))
    expect(() => scriptHashesOrThrow(collectScriptHashes(pages), pages.length)).toThrow(/9 different inline scripts[\s\S]*p0\/index\.html/)
    expect(scriptHashesOrThrow(collectScriptHashes(pages.slice(0, 2)), 2)).toHaveLength(2)
  })
})

describe('samePostBodyScripts', () => {
  it("drops the per-page path from Gatsby's script loader and the script when nothing is left", () => {
    expect(withoutPagePath('/*<![CDATA[*/window.pagePath="/api/x";window.___webpackCompilationHash="1";/*]]>*/')).toBe(
      '/*<![CDATA[*/window.___webpackCompilationHash="1";/*]]>*/',
    )
    const loader = React.createElement('script', {
      key: 'l',
      id: 'gatsby-script-loader',
      dangerouslySetInnerHTML: { __html: '/*<![CDATA[*/window.pagePath="/a";/*]]>*/' },
    })
    const other = React.createElement('script', { key: 'o', src: '/app.js' })
    expect(samePostBodyScripts([loader, other])).toEqual([other])
  })
})

describe('hashedFiles', () => {
  it('lists the content-hashed bundles in any folder but static/ (one rule of its own), with / as separator', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'hashed-'))
    try {
      const files = [
        'app-0123456789abcdef0123.js',
        'styles.css',
        'run/worker-e4806a9f62d05c973c1c.js',
        'run/frame.html',
        'run/pages/api/createSlice.json',
        'static/x-0123456789abcdef0123.js',
      ]
      for (const file of files) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
        writeFileSync(path.join(root, file), '')
      }
      expect(hashedFiles(root)).toEqual(['app-0123456789abcdef0123.js', 'run/worker-e4806a9f62d05c973c1c.js'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
