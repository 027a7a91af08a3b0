import { found } from './found'

describe('found', () => {
  it('returns a node that exists, falsy values included', () => {
    const node = { title: 'x' }
    expect(found(node, 'doc')).toBe(node)
    expect(found('', 'empty string')).toBe('')
  })

  it('names the missing node and where pages come from', () => {
    expect(() => found(null, 'Doc node api/createSlice')).toThrow(
      'The query found no Doc node api/createSlice; every page is built from nodes that exist (src/build/pages.ts).',
    )
  })
})
