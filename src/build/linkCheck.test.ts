import { checkLinks, normalizeRoute, type PageLinks } from './linkCheck'

const page = (path: string, hrefs: string[], ids: string[] = []): PageLinks => ({ path, hrefs, ids: new Set(ids) })

describe('checkLinks', () => {
  const target = page('/api/createSlice', [], ['options', 'initialstate'])

  it('accepts links to existing pages, anchors, files and external sites', () => {
    const home = page(
      '/',
      ['/api/createSlice', '/api/createSlice#options', '/favicon.svg', 'https://github.com', 'mailto:x@y.z', '#top'],
      ['top'],
    )
    expect(checkLinks([home, target], { files: new Set(['/favicon.svg']) })).toEqual([])
  })

  it('fails on a link to a missing page, naming the page and the target', () => {
    expect(checkLinks([page('/', ['/api/createSlise']), target])).toEqual([
      { page: '/', href: '/api/createSlise', reason: 'no page or file exists at /api/createSlise' },
    ])
  })

  it('fails on an anchor that is not an id on the target page', () => {
    expect(checkLinks([page('/', ['/api/createSlice#reducers']), target])).toEqual([
      { page: '/', href: '/api/createSlice#reducers', reason: 'the page /api/createSlice has no element with id "reducers"' },
    ])
    expect(checkLinks([page('/x', ['#missing'])])).toHaveLength(1)
  })

  it('leaves .md/.mdx links to the markdown-link warning', () => {
    expect(checkLinks([page('/', ['../api/missing.md', 'other.mdx#x'])])).toEqual([])
  })

  it('resolves relative links and honours the path prefix', () => {
    const pages = [page('/api/createAction', ['createSlice#options', '/docs/api/createSlice']), target]
    expect(checkLinks(pages, { pathPrefix: '/docs' })).toEqual([])
    expect(checkLinks([page('/', ['/api/createSlice']), target], { pathPrefix: '/docs' })[0].reason).toContain('outside the path prefix')
  })

  it('decodes percent-encoded anchors and paths', () => {
    expect(checkLinks([page('/', ['/api/createSlice#initial%73tate']), target])).toEqual([])
  })

  it('normalises routes', () => {
    expect(normalizeRoute('/api/createSlice/')).toBe('/api/createSlice')
    expect(normalizeRoute('/api/createSlice/index.html')).toBe('/api/createSlice')
    expect(normalizeRoute('/index.html')).toBe('/')
  })
})
