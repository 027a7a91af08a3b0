import { createRecord } from '../records'
import type { SearchHit } from '../client/types'
import { groupByPage } from './results'
import { localHitUrl, prepareModalHits } from './hits'

const hit = (path: string, anchor: string | null, position: number, title = path): SearchHit =>
  createRecord({ page: { path, title, category: 'Docs' }, trail: anchor ? [anchor] : [], anchor, position }, anchor ? 'lvl2' : 'lvl1', null)

describe('search page results', () => {
  it('groups hits by page, pages in the order of their best hit', () => {
    const hits = [hit('/a', null, 0), hit('/b', 'x', 1), hit('/a', 'y', 2), hit('/c', null, 0), hit('/b', null, 0)]
    expect(groupByPage(hits).map((g) => [g.path, g.hits.map((h) => h.objectID)])).toEqual([
      ['/a', ['/a#-0', '/a#y-2']],
      ['/b', ['/b#x-1', '/b#-0']],
      ['/c', ['/c#-0']],
    ])
  })
})

describe('hits for rendering', () => {
  it('turns this site’s absolute URLs into routes and leaves others alone', () => {
    expect(localHitUrl('/api/createSlice#options', 'https://docs.example')).toBe('/api/createSlice#options')
    expect(localHitUrl('https://docs.example/api/createSlice', 'https://docs.example')).toBe('/api/createSlice')
    expect(localHitUrl('https://elsewhere.example/x', 'https://docs.example')).toBe('https://elsewhere.example/x')
  })

  it('escapes text and highlights for DocSearch, which renders them as HTML', () => {
    const raw: SearchHit = {
      ...hit('/api/x', 'types', 1, 'Tuple<T> & co'),
      content: '<img src=x onerror=alert(1)>',
      _highlightResult: {
        hierarchy: { lvl1: { value: '<mark>Tuple</mark><T> & co', matchLevel: 'partial', matchedWords: ['tuple'] } },
        content: { value: '<img src=x onerror=<mark>alert</mark>(1)>', matchLevel: 'full', matchedWords: ['alert'] },
      },
      _snippetResult: { content: { value: '<script><mark>x</mark></script>', matchLevel: 'full' } },
    }
    const [safe] = prepareModalHits([raw], 'https://docs.example')
    expect(safe.hierarchy.lvl1).toBe('Tuple&lt;T&gt; &amp; co')
    expect(safe.hierarchy.lvl0).toBe('Docs')
    expect(safe.content).toBe('&lt;img src=x onerror=alert(1)&gt;')
    expect(safe._highlightResult!.hierarchy!.lvl1!.value).toBe('<mark>Tuple</mark>&lt;T&gt; &amp; co')
    expect(safe._highlightResult!.content!.value).toBe('&lt;img src=x onerror=<mark>alert</mark>(1)&gt;')
    expect(safe._snippetResult!.content!.value).toBe('&lt;script&gt;<mark>x</mark>&lt;/script&gt;')
    expect(raw.content).toBe('<img src=x onerror=alert(1)>')
  })
})
