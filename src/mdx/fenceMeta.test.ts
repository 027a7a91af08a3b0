import { prettyCodeMeta } from './fenceMeta'
import { javascriptMeta } from './codeTabs'

describe('fence meta handed to the highlighter', () => {
  it('drops our own tokens and keeps title and line highlights', () => {
    expect(prettyCodeMeta('title="src/app/store.ts" file=features/todos/todosSlice.ts {1,3-4} run')).toBe(
      'title="src/app/store.ts" {1,3-4}',
    )
    expect(prettyCodeMeta('fragment no-js')).toBe('')
    expect(prettyCodeMeta('file="a b.ts" showLineNumbers')).toBe('showLineNumbers')
  })
  it('renames the caption for the JavaScript tab and drops line highlights', () => {
    expect(javascriptMeta('title="src/app/store.ts" {2}')).toBe('title="src/app/store.js"')
    expect(javascriptMeta('title="src/App.tsx"')).toBe('title="src/App.jsx"')
    expect(javascriptMeta('file=x.ts')).toBe('')
  })
})
