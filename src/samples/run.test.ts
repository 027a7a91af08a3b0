import path from 'node:path'
import ts from 'typescript'
import { pageFromSource } from './pages'
import { planPage } from './project'
import { outputName } from '../content/sampleFiles'
import { spawnSync } from 'child_process'
import { hasTopLevelAwait, mapStackPaths, transpileForNode, unservedImports } from './run'

const sourceFile = (code: string) => ts.createSourceFile('x.ts', code, ts.ScriptTarget.ES2022, true)

describe('hasTopLevelAwait', () => {
  it('sees await and for await outside functions only', () => {
    expect(hasTopLevelAwait(sourceFile('await Promise.resolve(1)'))).toBe(true)
    expect(hasTopLevelAwait(sourceFile('for await (const x of []) {}'))).toBe(true)
    expect(hasTopLevelAwait(sourceFile('if (true) { const a = await 1 }'))).toBe(true)
    expect(hasTopLevelAwait(sourceFile('async function f() { await 1 }\nconst g = async () => await 2'))).toBe(false)
    expect(hasTopLevelAwait(sourceFile('class A { async m() { await 1 } }'))).toBe(false)
  })
})

describe('transpileForNode', () => {
  it('emits CommonJS with an inline source map', () => {
    const js = transpileForNode("import { nanoid } from '@reduxjs/toolkit'\nexport const id = nanoid()", 'a.ts')
    expect(js).toContain('require("@reduxjs/toolkit")')
    expect(js).toMatch(/\/\/# sourceMappingURL=data:application\/json;base64,/)
  })

  it('wraps a file with top-level await in an async function without shifting lines', () => {
    const js = transpileForNode('const a = 1\nawait Promise.resolve(a)\n', 'a.ts')
    const unwrapped = transpileForNode('const a = 1\nvoid Promise.resolve(a)\n', 'a.ts').split('\n')
    const lines = js.split('\n')
    expect(lines[0]).toBe('"use strict";(async () => {')
    expect(lines.indexOf('await Promise.resolve(a);')).toBe(unwrapped.indexOf('void Promise.resolve(a);'))
    expect(js).toContain('\n})()\n//# sourceMappingURL=')
  })

  it('leaves a failed top-level await unhandled, so Node reports it as uncaught and the run fails', () => {
    const js = transpileForNode("await Promise.resolve()\nthrow new RangeError('too far')\n", 'a.ts', false)
    const result = spawnSync(process.execPath, ['-e', js], { encoding: 'utf8' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('RangeError: too far')
  })
})

describe('outputName', () => {
  it('gives every compiled file a .js name', () => {
    expect(['a.ts', 'b/c.tsx', 'd.jsx', 'e.js'].map(outputName)).toEqual(['a.js', 'b/c.js', 'd.js', 'e.js'])
  })
})

describe('mapStackPaths', () => {
  it('points stack frames at the MDX line and drops Node internals', () => {
    const project = planPage(
      pageFromSource('\n```ts file=app/store.ts\nexport {}\n```', '/repo/content/docs/x.mdx', '/repo/content/docs', '/repo'),
    )
    const dir = path.join('/tmp', 'run', 'x')
    const stderr = [
      'Error: boom',
      `    at Object.<anonymous> (${dir}/app/store.ts:4:11)`,
      '    at Module._compile (node:internal/modules/cjs/loader:1521:14)',
    ].join('\n')
    expect(mapStackPaths(stderr, project, dir)).toBe('Error: boom\n    at Object.<anonymous> (content/docs/x.mdx:6 (block line 4))')
  })
})

describe('unservedImports', () => {
  const page = (mdx: string) => planPage(pageFromSource(mdx, '/repo/content/docs/x.mdx', '/repo/content/docs', '/repo'))

  it('finds a package the browser run does not serve, in the run block or in a file of the page it imports', () => {
    const project = page(
      [
        '```ts file=lint.ts',
        "import { Linter } from 'eslint'",
        'export const linter = new Linter()',
        '```',
        '',
        '```ts run',
        "import { configureStore } from '@reduxjs/toolkit'",
        "import { linter } from './lint'",
        'console.log(configureStore, linter)',
        '```',
      ].join('\n'),
    )
    expect(unservedImports(project, project.runs[0])).toEqual(['eslint'])
  })

  it('passes a run block that imports only listed packages and files', () => {
    const project = page(
      [
        '```ts run',
        "import { createSlice } from '@reduxjs/toolkit'",
        "import { mock } from 'node:test'",
        'console.log(createSlice, mock)',
        '```',
      ].join('\n'),
    )
    expect(unservedImports(project, project.runs[0])).toEqual([])
  })
})
