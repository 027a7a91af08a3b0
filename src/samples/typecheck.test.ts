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

describe('the type notation (^? and @errors)', () => {
  it('answers each ^? with the type of the name above its caret, as the editor shows it', () => {
    const page = project(
      'guide/q',
      '```ts',
      "import { createAction } from '@reduxjs/toolkit'",
      "const added = createAction<string>('todos/added')",
      '//    ^?',
      'const doubled = [1, 2].map((n) => n * 2)',
      `//${' '.repeat(21)}^?`,
      '```',
    )
    const result = typecheckProjects([page], SITE_ROOT)
    expect(result.failures).toEqual([])
    expect(result.notes.get('content/docs/guide/q.mdx')?.get(1)).toEqual({
      queries: [
        { line: 2, text: 'const added: ActionCreatorWithPayload<string, string>' },
        {
          line: 4,
          text: '(method) Array<number>.map<number>(callbackfn: (value: number, index: number, array: number[]) => number, thisArg?: any): number[]',
        },
      ],
      errors: [],
    })
  })

  it('fails a ^? that points at no name, naming its line', () => {
    const page = project('guide/r', '```ts', 'const total = 1 + 2', '//           ^?', '```')
    expect(typecheckProjects([page], SITE_ROOT).failures.map(formatFailure)).toEqual([
      'content/docs/guide/r.mdx:3 (block line 2): QUERY: the `^?` points at no name: column 14 of block line 1 is " " (put the caret under a name)',
    ])
  })

  it('keeps the errors an @errors block lists, with their messages for the page, and reports no failure', () => {
    const page = project('guide/e', '```ts', '// @errors: 2322', "const count: number = 'three'", '```')
    const result = typecheckProjects([page], SITE_ROOT)
    expect(result.failures).toEqual([])
    expect(result.notes.get('content/docs/guide/e.mdx')?.get(1)?.errors).toEqual([
      { line: 1, code: 2322, message: "Type 'string' is not assignable to type 'number'." },
    ])
  })

  it('fails an @errors block that compiles, and one whose errors are not the ones it lists', () => {
    const compiles = project('guide/f', '```ts', '// @errors: 2322', 'const count: number = 3', '```')
    expect(typecheckProjects([compiles], SITE_ROOT).failures.map(formatFailure)).toEqual([
      'content/docs/guide/f.mdx:2 (block line 1): ERRORS: the block lists `// @errors: 2322` but compiles: make the code fail as it says, or remove the line',
    ])
    const other = project('guide/g', '```ts', '// @errors: 2345', "const count: number = 'three'", '```')
    expect(typecheckProjects([other], SITE_ROOT).failures.map(formatFailure)).toEqual([
      "content/docs/guide/g.mdx:3 (block line 2): TS2322: Type 'string' is not assignable to type 'number'.",
      'content/docs/guide/g.mdx:2 (block line 1): ERRORS: the block lists `// @errors: 2345` but TS2345 does not occur',
    ])
  })

  it('fails notation it cannot read, naming the line', () => {
    const page = project('guide/h', '```ts', '// @errors: TS2322', 'const a = 1', '```')
    expect(typecheckProjects([page], SITE_ROOT).failures.map(formatFailure)).toEqual([
      'content/docs/guide/h.mdx:2 (block line 1): NOTATION: `// @errors:` takes the expected error codes as numbers, e.g. `// @errors: 2322`',
    ])
  })
})
