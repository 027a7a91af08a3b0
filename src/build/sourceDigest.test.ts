import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'fs'
import os from 'os'
import path from 'path'
import { moduleClosure, sourceDigest } from './sourceDigest'

describe('sourceDigest (what makes a warm build re-render the articles)', () => {
  let dir: string
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text)
  const digest = () => sourceDigest(path.join(dir, 'entry.tsx'), [path.join(dir, 'lock.json')], dir)

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'digest-'))
    mkdirSync(path.join(dir, 'b'))
    write('entry.tsx', "import { a } from './a'\nimport type { B } from './b'\nimport React from 'react'\nexport const x: B = { a }\n")
    write('a.ts', "export { c } from './c'\nexport const a = 1\n")
    write('c.ts', 'export const c = 2\n')
    write('b/index.ts', 'export interface B { a: number }\n')
    write('unrelated.ts', 'export const u = 1\n')
    write('lock.json', '{"v":1}')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('follows relative imports and re-exports, and leaves packages and other files out', () => {
    expect(moduleClosure(path.join(dir, 'entry.tsx')).map((f) => path.relative(dir, f))).toEqual([
      'a.ts',
      path.join('b', 'index.ts'),
      'c.ts',
      'entry.tsx',
    ])
  })

  it('changes with any file the entry reaches, and with the extra files', () => {
    const before = digest()
    write('c.ts', 'export const c = 3\n')
    const afterModule = digest()
    expect(afterModule).not.toBe(before)
    write('lock.json', '{"v":2}')
    expect(digest()).not.toBe(afterModule)
  })

  it('stays the same when a file outside the closure changes', () => {
    const before = digest()
    write('unrelated.ts', 'export const u = 2\n')
    expect(digest()).toBe(before)
  })
})
