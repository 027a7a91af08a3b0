import path from 'node:path'
import { formatFailure } from './failure'
import { pageFromSource } from './pages'
import { planPage } from './project'
import { SITE_ROOT } from '../content/paths'
import { typecheckProjects, virtualFiles } from './typecheck'

const docs = path.join(SITE_ROOT, 'content', 'docs')
const project = (route: string, ...lines: string[]) =>
  planPage(pageFromSource(lines.join('\n'), path.join(docs, `${route}.mdx`), docs, SITE_ROOT))

describe('typecheckProjects', () => {
  it('keeps pages apart: each page imports only its own files', () => {
    const a = project('guide/a', '```ts file=app/store.ts', 'export const answer: number = 42', '```')
    const b = project(
      'guide/b',
      '```ts file=app/store.ts',
      "export const answer: string = 'forty-two'",
      '```',
      '```ts',
      "import { answer } from './app/store'",
      'const n: number = answer',
      '```',
    )
    const result = typecheckProjects([a, b], SITE_ROOT)
    expect(result.checked).toBe(3)
    expect(result.failures.map(formatFailure)).toEqual([
      "content/docs/guide/b.mdx:6 (block line 2): TS2322: Type 'string' is not assignable to type 'number'.",
    ])
  })

  it('locates an error by page, fence line, line inside the block and MDX line', () => {
    const page = project('guide/d', '', '```ts', 'const a = 1', 'const b: string = a', '```')
    expect(typecheckProjects([page], SITE_ROOT).failures).toEqual([
      {
        page: 'content/docs/guide/d.mdx',
        line: 4,
        fenceLine: 2,
        blockLine: 2,
        code: 'TS2322',
        message: "Type 'number' is not assignable to type 'string'.",
      },
    ])
  })

  it('resolves packages from the project node_modules and checks js blocks too', () => {
    const page = project(
      'guide/c',
      '```ts',
      "import { createAction } from '@reduxjs/toolkit'",
      "export const added = createAction<string>('todos/added')",
      '```',
      '```js',
      "import { nanoid } from '@reduxjs/toolkit'",
      'nanoid(true)',
      '```',
      '```ts',
      "import { missing } from './nowhere'",
      '```',
    )
    expect(typecheckProjects([page], SITE_ROOT).failures.map(formatFailure)).toEqual([
      expect.stringMatching(
        /^content\/docs\/guide\/c\.mdx:7 \(block line 2\): TS2345: Argument of type 'boolean' is not assignable to parameter of type 'number/,
      ),
      "content/docs/guide/c.mdx:10 (block line 1): TS2307: Cannot find module './nowhere' or its corresponding type declarations.",
    ])
  })

  it('places each page in its own directory under <root>/.samples', () => {
    const page = project('api/x', '```ts file=a.ts', '```', '```tsx', '```')
    expect([...virtualFiles([page], path.join(SITE_ROOT, '.samples')).keys()]).toEqual([
      `${SITE_ROOT}/.samples/api/x/a.ts`,
      `${SITE_ROOT}/.samples/api/x/block-3.tsx`,
    ])
  })
})
