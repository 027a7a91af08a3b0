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
  it('emits CommonJS with an inline source map of the sample', () => {
    const js = transpileForNode("import { nanoid } from '@reduxjs/toolkit'\nexport const id: string = nanoid()", 'a.ts')
    expect(js).toContain("require('@reduxjs/toolkit')")
    const map = JSON.parse(Buffer.from(js.split('base64,')[1], 'base64').toString('utf8')) as {
      sources: string[]
      sourcesContent: string[]
    }
    expect(map.sources).toEqual(['a.ts'])
    expect(map.sourcesContent[0]).toContain('id: string')
  })

  it('keeps every line where it was, and wraps a file with top-level await in an async function', () => {
    const code = "import { nanoid } from '@reduxjs/toolkit'\nconst a: number = 1\nawait Promise.resolve(nanoid(a))\n"
    const lines = transpileForNode(code, 'a.ts', false).split('\n')
    expect(lines[0]).toMatch(/^\(async \(\) => \{"use strict";.*require\('@reduxjs\/toolkit'\)/)
    expect(lines.slice(1, 3)).toEqual(['const a = 1', 'await Promise.resolve(_toolkit.nanoid.call(void 0, a))'])
    expect(lines.at(-1)).toBe('})()')
    expect(transpileForNode('const a = 1\nvoid a\n', 'a.ts', false)).not.toContain('async')
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
