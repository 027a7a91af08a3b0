import { javascriptMeta } from './remark'

describe("the JavaScript tab's fence meta", () => {
  it('renames the caption for the JavaScript tab and drops line highlights', () => {
    expect(javascriptMeta('title="src/app/store.ts" {2}')).toBe('title="src/app/store.js"')
    expect(javascriptMeta('title="src/App.tsx"')).toBe('title="src/App.jsx"')
    expect(javascriptMeta('file=x.ts')).toBe('')
  })
})
