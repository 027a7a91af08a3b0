import { jest } from '@jest/globals'
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { loadPage } from '../samples/pages'
import { planPage } from '../samples/project'
import { SITE_ROOT } from '../content/paths'
import { frontMatterLineCount } from '../content/frontmatter'
import { notedCode, type BlockTypeNotes } from '../content/typeNotation'
import { placedNames, type PageNames } from './data'
import { hasTypedSamples, pagesNames } from '../samples/typeNames'

const docs = path.join(import.meta.dirname, '__fixtures__', 'docs')
const file = path.join(docs, 'hover.mdx')
const project = planPage(loadPage(file, docs, SITE_ROOT))
const offset = frontMatterLineCount(readFileSync(file, 'utf8').split('\n'))
// The fixture's blocks as they stand in the file (fence lines 8, 17, 25).
const [counter, user] = project.files
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

jest.setTimeout(30_000)

describe('the names of a page (src/samples/typeNames.ts) and their places as the page shows them', () => {
  let names: PageNames
  beforeAll(() => {
    names = pagesNames([project], SITE_ROOT, { classes: [''], mark: (parts) => `<i>${parts.map((p) => p.text).join('')}</i>` }).get(
      'hover',
    )!
  })

  it("keys each compiled TypeScript block by its fence's line, and leaves the fragment out", () => {
    expect(hasTypedSamples(project)).toBe(true)
    expect(Object.keys(names.blocks)).toEqual([String(counter.block.line), String(user.block.line)])
    expect(counter.block.line).toBe(8)
  })

  it("gives every name the editor's quick info, through the highlighter, with its documentation's first paragraph", () => {
    const at = (block: number[], line: number, column: number) => {
      for (let i = 0; i < block.length; i += 4) if (block[i] === line && block[i + 1] === column) return names.infos[block[i + 3]]
    }
    expect(at(names.blocks[8], 1, 13)).toEqual(['<i>const STEP: 2</i>', 'How far a counter moves on each step.'])
    expect(at(names.blocks[8], 3, 16)).toEqual(['<i>function next(count: number): number</i>'])
    // A name imported from the page's other file (file=counter.ts) is resolved through it.
    expect(at(names.blocks[17], 2, 16)?.[0]).toBe('<i>(alias) next(count: number): number\nimport next</i>')
    // Every identifier, declaration, parameter and use alike: STEP, next, count, count, STEP in the first block.
    expect(names.blocks[8].length / 4).toBe(5)
  })

  it('places each name in the code as the page shows it, after the answers of its type notation', () => {
    // An answer on two lines: the names after it move down one line.
    const notes: BlockTypeNotes = { queries: [{ line: 3, text: 'const started:\n  number' }], errors: [] }
    const bodyLine = user.block.line - offset
    const codeAt = new Map(project.files.map((f) => [f.block.line, f.block.code]))
    const placed = placedNames(names, offset, (line) => codeAt.get(line)!, { [bodyLine]: notes })
    const shown = notedCode(user.block.code, notes).split('\n')
    const block = placed.blocks[bodyLine]
    const words = []
    for (let i = 0; i < block.length; i += 4) words.push(shown[block[i]].slice(block[i + 1], block[i + 1] + block[i + 2]))
    expect(words).toEqual(['next', 'started', 'next', 'later', 'next', 'started'])
    // The last `started` stands after the answer's lines: line 4 as written, 5 as shown.
    expect(shown.findIndex((text) => text.startsWith('const later'))).toBe(5)
    expect(block[block.length - 4]).toBe(5)
    expect(plain(placed.infos[block[block.length - 1]][0])).toBe('const started: number')
  })
})
