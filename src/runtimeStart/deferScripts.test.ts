import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { deferRuntimeInPages, deferRuntimeScripts } from './deferScripts'
import { RUNTIME_DATA_ID } from './switch'

/** The end of a page as gatsby 5.16 writes it: the scripts slice, stitched in. */
const slice = (scripts: string) =>
  `<!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{}";
          </script>
        <script>window.___webpackCompilationHash="79c0";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" -->`
const page = (scripts: string) => `<!DOCTYPE html><html><head></head><body><main>Text</main>${slice(scripts)}</body></html>`
const TAGS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'

describe("deferring Gatsby's runtime scripts", () => {
  it('replaces the script tags with a data block listing them in order, keeping the inline scripts and the content', () => {
    const deferred = deferRuntimeScripts(page(TAGS), 'index.html')
    expect(deferred).not.toMatch(/<script[^>]*\bsrc=/)
    expect(deferred).toContain('window.___chunkMapping="{}"')
    expect(deferred).toContain('<script>window.___webpackCompilationHash="79c0";</script>')
    expect(deferred).toContain('<main>Text</main>')
    const data = new RegExp(`<script type="application/json" id="${RUNTIME_DATA_ID}">(.*?)</script><!-- slice-end`).exec(deferred)
    expect(JSON.parse(data![1])).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'])
  })

  it('keeps a path prefix and leaves a page that already has the data block as it is', () => {
    const prefixed = deferRuntimeScripts(page('<script src="/toolkit/app-3.js" async></script>'), 'a.html')
    expect(prefixed).toContain('["/toolkit/app-3.js"]')
    expect(deferRuntimeScripts(prefixed, 'a.html')).toBe(prefixed)
  })

  it('fails naming the page when the markup is not what gatsby 5.16 writes', () => {
    expect(() => deferRuntimeScripts('<html><body><script src="/app.js" async></script></body></html>', 'api/x/index.html')).toThrow(
      /api\/x\/index\.html: Gatsby's scripts slice was not found.*check it against the installed Gatsby/,
    )
    expect(() => deferRuntimeScripts(page(''), '404.html')).toThrow(/404\.html: Gatsby's scripts slice has no <script src> tags/)
    expect(() => deferRuntimeScripts(page(`${TAGS}<script defer src="/other.js"></script>`), 'b.html')).toThrow(/unexpected form/)
  })

  it('rewrites the files of a build and counts the ones it changed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'defer-'))
    const files = ['one.html', 'two.html'].map((name) => path.join(dir, name))
    writeFileSync(files[0], page(TAGS))
    writeFileSync(files[1], deferRuntimeScripts(page(TAGS), 'two.html'))
    const pages = files.map((file) => ({ file, html: readFileSync(file, 'utf8') }))
    expect(deferRuntimeInPages(pages)).toBe(1)
    expect(readFileSync(files[0], 'utf8')).toBe(readFileSync(files[1], 'utf8'))
    expect(pages[0].html).toBe(readFileSync(files[0], 'utf8'))
    expect(deferRuntimeInPages(pages)).toBe(0)
  })
})
