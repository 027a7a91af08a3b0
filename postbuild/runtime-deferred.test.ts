/**
 * Every built page, in both builds, leaves Gatsby's runtime to the reader's first interaction
 * (src/runtimeStart/deferScripts.ts, src/runtimeStart/starter.ts): no script file of the site runs on
 * load, the page lists the runtime's scripts in its data block, and every listed file exists.
 * Only analytics' own tag (the variant build) is a script tag with a source. The inline scripts a
 * page runs before any input (the pre-paint script, the page script, the runtime's starter) weigh
 * at most 6 KB gzip together (issue #22's budget). The layout's hydration boundaries are in
 * place in the HTML.
 */
import { existsSync, readFileSync } from 'fs'
import { gzipSync } from 'zlib'
import path from 'path'
import { parse } from 'node-html-parser'
import { builtPages } from '../src/build/headersFiles'
import { RUNTIME_DATA_ID } from '../src/runtimeStart/switch'
import { VARIANT_DIR } from '../scripts/variants'

describe.each(['public', VARIANT_DIR])('the pages of %s/', (dir) => {
  const pages = builtPages(dir)

  it('exist', () => expect(pages.length).toBeGreaterThan(40))

  it('run no script file of the site on load and list the runtime scripts, which exist, in a data block', () => {
    const problems: string[] = []
    for (const file of pages) {
      const root = parse(readFileSync(file, 'utf8'), { blockTextElements: { script: true } })
      const sources = root.querySelectorAll('script[src]').map((script) => script.getAttribute('src')!)
      const own = sources.filter((src) => !src.startsWith('https://www.googletagmanager.com/'))
      if (own.length > 0) problems.push(`${file}: script tags ${own.join(', ')}`)
      const data = root.querySelectorAll(`script#${RUNTIME_DATA_ID}[type="application/json"]`)
      if (data.length !== 1) {
        problems.push(`${file}: ${data.length} runtime data blocks`)
        continue
      }
      const listed = JSON.parse(data[0].rawText) as string[]
      if (!listed.some((src) => /^\/app-[0-9a-f]+\.js$/.test(src))) problems.push(`${file}: no app chunk listed`)
      for (const src of listed) if (!existsSync(path.join(dir, src))) problems.push(`${file}: lists ${src}, which is not in the build`)
    }
    expect(problems).toEqual([])
  })

  it('run at most 6 KB gzip of inline script before any input', () => {
    const heaviest = pages
      .map((file) => {
        const root = parse(readFileSync(file, 'utf8'), { blockTextElements: { script: true } })
        // Scripts the browser runs: no source, and no type or a JavaScript one (data blocks are not run).
        const run = root
          .querySelectorAll('script:not([src])')
          .filter((script) => /^(|text\/javascript|module)$/.test(script.getAttribute('type') ?? ''))
        return { file, count: run.length, bytes: run.reduce((sum, script) => sum + gzipSync(script.rawText).length, 0) }
      })
      .sort((a, b) => b.bytes - a.bytes)[0]
    expect(heaviest.count).toBeGreaterThanOrEqual(3)
    expect(heaviest.bytes).toBeLessThanOrEqual(6_000)
  })

  // A tap while React hydrates makes it finish at once only the boundary that holds the tap
  // (src/layout/Layout.tsx), so the sidebar, the drawer's copy of it and the main content must
  // each be a boundary in the HTML, in place: no part sent later inside a <template>.
  it('give the sidebar, the drawer and the main content each its own hydration boundary, in place', () => {
    const problems: string[] = []
    let docs = 0
    for (const file of pages) {
      const page = readFileSync(file, 'utf8')
      if (page.includes('<template') || page.includes('$RC(')) problems.push(`${file}: a part is sent after the page, with a script`)
      // The markup only: a script's text may hold markup of its own (the early search field's).
      const html = page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      if (!html.includes('aria-label="Docs sidebar"')) continue
      docs += 1
      for (const [name, part] of [
        ['sidebar', /<aside[^>]*aria-label="Sidebar"[^>]*>([\s\S]*?)<\/aside>/],
        ['drawer', /<dialog[^>]*>([\s\S]*?)<\/dialog>/],
        ['main content', /<main[^>]*>([\s\S]*)<\/main>/],
      ] as const) {
        const inner = part.exec(html)?.[1] ?? ''
        const start = inner.indexOf('<!--$-->')
        if (start < 0 || !inner.trimEnd().endsWith('<!--/$-->') || inner.slice(0, start).includes('<nav'))
          problems.push(`${file}: the ${name} is not one boundary`)
      }
    }
    expect(docs).toBeGreaterThan(40)
    expect(problems).toEqual([])
  })
})
