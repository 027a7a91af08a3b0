import { formatFailure } from './failure'
import { pageFromSource } from './pages'
import { sampleFileName } from '../content/sampleFiles'
import { planPage } from './project'

const plan = (...lines: string[]) =>
  planPage(pageFromSource(lines.join('\n'), '/repo/content/docs/api/demo.mdx', '/repo/content/docs', '/repo'))

describe('planPage', () => {
  it('names file= blocks by their file (adding the extension) and others block-<line>', () => {
    const project = plan(
      '```ts file=app/store',
      'export {}',
      '```',
      '```tsx',
      '<div />',
      '```',
      '```json file=data.json',
      '{}',
      '```',
      '```bash',
      'ls',
      '```',
    )
    expect(project.page.route).toBe('api/demo')
    expect(project.files.map((f) => [f.name, f.compiled])).toEqual([
      ['app/store.ts', true],
      ['block-4.tsx', true],
      ['data.json', false],
    ])
    expect(project.problems).toEqual([])
  })

  it('lists fragments and run blocks separately', () => {
    const project = plan('```ts fragment', 'x', '```', '```ts run', 'console.log(1)', '```', '```bash fragment', 'ls', '```')
    expect(project.fragments.map((b) => b.line)).toEqual([1])
    expect(project.runs.map((f) => f.name)).toEqual(['block-4.ts'])
  })

  it('reports type notation where it cannot be answered or shown as written', () => {
    const project = plan(
      '```ts fragment',
      'const a = 1',
      '//    ^?',
      '```',
      '```ts {1}',
      'const b = 1',
      '//    ^?',
      '```',
      '```ts run',
      '// @errors: 2322',
      "const c: number = ''",
      '```',
      '```bash',
      'ls // ^?',
      '```',
    )
    expect(project.problems.map(formatFailure)).toEqual([
      'content/docs/api/demo.mdx:1: NOTATION: type notation (`^?`, `@errors`) needs a compiled block: ts, tsx, js or jsx, not a fragment',
      'content/docs/api/demo.mdx:5: NOTATION: line highlights ({…}) cannot go with type notation, whose answers add lines',
      'content/docs/api/demo.mdx:9: NOTATION: a `run` block must compile: remove `run` or `@errors`',
    ])
  })

  it('reports fence problems with the line of the fence', () => {
    const project = plan(
      '```ts file=a.ts',
      '```',
      '```ts file=./a.ts',
      '```',
      '```ts run fragment',
      '```',
      '```bash run',
      '```',
      '```ts file=../outside.ts',
      '```',
      '```ts nojs',
      '```',
      '```ts',
    )
    expect(project.problems.map(formatFailure)).toEqual([
      'content/docs/api/demo.mdx:3: META: file=./a.ts is already defined by the block at line 1',
      'content/docs/api/demo.mdx:5: META: a fragment cannot be run (remove `run` or `fragment`)',
      'content/docs/api/demo.mdx:7: META: `run` needs a ts/tsx/js/jsx block, not "bash"',
      "content/docs/api/demo.mdx:9: META: file=../outside.ts must stay inside the page's project (a relative path without ..)",
      'content/docs/api/demo.mdx:11: META: unknown fence meta "nojs" (known: title="…", file=NAME, fragment, run, no-js, {1,3-5})',
      'content/docs/api/demo.mdx:13: META: code fence is never closed',
    ])
    expect(project.files.map((f) => f.name)).toEqual(['a.ts'])
  })
})

describe('sampleFileName', () => {
  it('keeps an explicit extension', () => {
    const [block] = pageFromSource('```ts file=app/hooks.tsx\n```', '/r/p.mdx', '/r', '/r').blocks
    expect(sampleFileName(block)).toBe('app/hooks.tsx')
  })
})
