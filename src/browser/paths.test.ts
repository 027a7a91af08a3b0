import { splitTarget, stripBasePath, stripIndexHtml, normalizeTarget } from './paths'

describe('navigation targets', () => {
  it('splits pathname, search and hash', () => {
    expect(splitTarget('/a/b?x=1#h')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#h' })
    expect(splitTarget('/a#h?not-search')).toEqual({ pathname: '/a', search: '', hash: '#h?not-search' })
    expect(splitTarget('/a?#')).toEqual({ pathname: '/a', search: '', hash: '' })
    expect(splitTarget('')).toEqual({ pathname: '/', search: '', hash: '' })
  })

  it('strips a trailing index.html, and only that', () => {
    expect(stripIndexHtml('/index.html')).toBe('/')
    expect(stripIndexHtml('/api/createSlice/index.html')).toBe('/api/createSlice')
    expect(stripIndexHtml('/prefix/index.html')).toBe('/prefix')
    expect(stripIndexHtml('/api/createSlice')).toBe('/api/createSlice')
    expect(stripIndexHtml('/api/index.html/more')).toBe('/api/index.html/more')
    expect(stripIndexHtml('/api/myindex.html')).toBe('/api/myindex.html')
  })

  it('keeps search and hash when normalising', () => {
    expect(normalizeTarget('/api/createSlice/index.html?a=1#options')).toBe('/api/createSlice?a=1#options')
    expect(normalizeTarget('/index.html#top')).toBe('/#top')
    expect(normalizeTarget('/usage/usage-guide')).toBe('/usage/usage-guide')
  })

  it('strips the path prefix from a pathname', () => {
    expect(stripBasePath('/docs/api/x', '/docs')).toBe('/api/x')
    expect(stripBasePath('/docs', '/docs')).toBe('/')
    expect(stripBasePath('/docsx/api', '/docs')).toBe('/docsx/api')
    expect(stripBasePath('/api/x', '')).toBe('/api/x')
  })
})
