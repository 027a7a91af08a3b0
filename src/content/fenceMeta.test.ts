import { parseHighlight, parseMeta, prettyCodeMeta } from './fenceMeta'

describe('fence meta handed to the highlighter', () => {
  it('drops our own tokens and keeps title and line highlights', () => {
    expect(prettyCodeMeta('title="src/app/store.ts" file=features/todos/todosSlice.ts {1,3-4} run')).toBe(
      'title="src/app/store.ts" {1,3-4}',
    )
    expect(prettyCodeMeta('fragment no-js')).toBe('')
    expect(prettyCodeMeta('file="a b.ts" showLineNumbers')).toBe('showLineNumbers')
  })
})

describe('parseMeta', () => {
  it('accepts quoted titles with spaces and single quotes', () => {
    expect(parseMeta('title="My store file" fragment').title).toBe('My store file')
    expect(parseMeta("title='x.ts'").title).toBe('x.ts')
  })

  it('accepts a quoted file name', () => {
    expect(parseMeta('file="app/hooks.ts"').file).toBe('app/hooks.ts')
  })

  it('collects tokens that are not conventions, so typos can be reported', () => {
    expect(parseMeta('fragmnet run nojs').unknown).toEqual(['fragmnet', 'nojs'])
    expect(parseMeta('{a-b}').unknown).toEqual(['{a-b}'])
  })

  it('returns all flags off for an empty meta', () => {
    expect(parseMeta('')).toEqual({ fragment: false, run: false, noJs: false, unknown: [] })
  })
})

describe('parseHighlight', () => {
  it('expands ranges and sorts', () => {
    expect(parseHighlight('{5, 1-3,2}')).toEqual([1, 2, 3, 5])
  })

  it('rejects reversed ranges and line 0', () => {
    expect(parseHighlight('{4-2}')).toBeUndefined()
    expect(parseHighlight('{0}')).toBeUndefined()
  })
})
