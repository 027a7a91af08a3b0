/**
 * The hover types as built (src/typeInfo/): every marked sample of every doc page has its names in
 * the page's file, each name's place in that file is a name in the sample's code as the page shows
 * it (type notation answered), and the marks are all the HTML carries: at most a tenth of a page.
 */
import { existsSync, readFileSync } from 'fs'
import path from 'path'
import { parse } from 'node-html-parser'
import { builtPages } from '../src/build/headersFiles'
import { TYPES_ATTR } from '../src/typeInfo/attributes'
import type { PageTypeInfo } from '../src/typeInfo/data'

const dir = 'public'

const pages = builtPages(dir).map((file) => {
  const html = readFileSync(file, 'utf8')
  const marked = parse(html, { blockTextElements: { script: true, style: true } })
    .querySelectorAll(`pre[${TYPES_ATTR}]`)
    .map((pre) => ({ mark: pre.getAttribute(TYPES_ATTR)!, code: pre.querySelector('code')?.text ?? '' }))
  return { file, html, marked }
})

describe('the hover types of the built docs', () => {
  it('mark the TypeScript samples of most doc pages', () => {
    expect(pages.filter((page) => page.marked.length > 0).length).toBeGreaterThan(40)
  })

  it('place every name of every marked sample on a name of its code as shown', () => {
    const problems: string[] = []
    let names = 0
    for (const { file, marked } of pages)
      for (const { mark, code } of marked) {
        const [url, line] = mark.split('#')
        const dataFile = path.join(dir, url)
        if (!existsSync(dataFile)) {
          problems.push(`${file}: ${url} is not in the build`)
          continue
        }
        const data = JSON.parse(readFileSync(dataFile, 'utf8')) as PageTypeInfo
        const block = data.blocks[line]
        if (!block) {
          problems.push(`${file}: no names for the block at body line ${line}`)
          continue
        }
        const lines = code.split('\n')
        for (let i = 0; i < block.length; i += 4) {
          names++ // a JSX attribute name may hold hyphens (aria-label)
          const word = lines[block[i]]?.slice(block[i + 1], block[i + 1] + block[i + 2]) ?? ''
          if (!/^#?[A-Za-z_$][\w$-]*$/.test(word) || !data.infos[block[i + 3]])
            problems.push(`${file}#${line}: "${word}" at ${block[i]}:${block[i + 1]}`)
        }
      }
    expect(problems.slice(0, 20)).toEqual([])
    expect(names).toBeGreaterThan(30_000)
  })

  it('add no more than a tenth to any page: one mark per sample, nothing per name', () => {
    const heaviest = pages
      .map(({ file, html }) => {
        const marks = [...html.matchAll(new RegExp(` ${TYPES_ATTR}="[^"]*"`, 'g'))].reduce((sum, m) => sum + m[0].length, 0)
        return { file, share: marks / (html.length - marks) }
      })
      .sort((a, b) => b.share - a.share)[0]
    expect(heaviest.share).toBeLessThan(0.1)
  })
})
