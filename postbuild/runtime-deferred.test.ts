/**
 * Every built page, in both builds, leaves Gatsby's runtime to the reader's first interaction
 * (src/runtimeStart/deferScripts.ts, src/runtimeStart/starter.ts): no script file of the site runs on
 * load, the page lists the runtime's scripts in its data block, and every listed file exists.
 * Only analytics' own tag (the variant build) is a script tag with a source.
 */
import { existsSync, readFileSync } from 'fs'
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
})
