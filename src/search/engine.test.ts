import { createSearchEngine, headingOf, typosAllowed, type SearchEngine } from './engine'
import { readContentDocs } from './build/contentDocs'
import { extractRecords } from './build/extract'
import { MAX_QUERY_LENGTH } from './query'
import type { DocSearchRecord } from './records'
import { indexTerms, term } from './tokenize'
import { EXPORT_HOMES } from '../samples/exportHomes'
import { readRankingQueries } from './queries/queryFile'

/** Pages in the order of their best hit. */
function pages(engine: SearchEngine, query: string): string[] {
  const seen: string[] = []
  for (const hit of engine.search(query, 200)) if (!seen.includes(hit.record.url_without_anchor)) seen.push(hit.record.url_without_anchor)
  return seen
}

const records = extractRecords(readContentDocs())
const engine = createSearchEngine(records)

describe('ranking on the site content (every set in src/search/queries/)', () => {
  const queries = readRankingQueries()

  it.each(queries)('“$query” finds $accepted first ($source)', ({ query, accepted }) => {
    expect(accepted).toContain(pages(engine, query)[0])
  })

  it('has a mean reciprocal rank of 1', () => {
    const reciprocal = queries.map(({ query, accepted }) => {
      const rank = pages(engine, query).findIndex((p) => accepted.includes(p)) + 1
      return rank ? 1 / rank : 0
    })
    const mrr = reciprocal.reduce((a, b) => a + b, 0) / reciprocal.length
    console.log(`Search ranking: mean reciprocal rank ${mrr.toFixed(3)} over ${queries.length} queries`)
    expect(mrr).toBe(1)
  })
})

describe('every runtime export of the package finds the page that documents it first', () => {
  const cases = Object.entries(EXPORT_HOMES).flatMap(([route, names]) => names.map((name) => ({ name, route })))

  it.each(cases)('$name → $route', ({ name, route }) => {
    expect(pages(engine, name)[0]).toBe(route)
  })
})

describe('ranking rules', () => {
  it('finds an API’s reference page first from its name, whatever the case', () => {
    expect(pages(engine, 'createslice')[0]).toBe('/api/createSlice')
    expect(pages(engine, 'CREATEAPI')[0]).toBe('/rtk-query/api/createApi')
  })

  it('folds word forms: sorting, sorted and sorts find what sort finds', () => {
    const sort = pages(engine, 'sort entities')[0]
    for (const form of ['sorting entities', 'sorted entity', 'sorts entities']) expect(pages(engine, form)[0]).toBe(sort)
  })

  it('puts a page whose headings match most query words above pages matching one word often', () => {
    // "cancel" and "thunk" each appear on many pages; only createAsyncThunk has a section on cancelling its thunks.
    const hits = engine.search('cancel a running thunk', 50)
    expect(hits[0].record.url_without_anchor).toBe('/api/createAsyncThunk')
    expect(new Set(hits[0].queryTerms).size).toBe(3)
  })

  it('groups hits by page', () => {
    const order = engine.search('cache', 200).map((hit) => hit.record.url_without_anchor)
    const firstSeen = [...new Set(order)]
    expect(order.filter((page, i) => i > 0 && page !== order[i - 1]).length).toBe(firstSeen.length - 1)
  })

  it('ranks a title or heading match above body text', () => {
    const [first] = engine.search('isAnyOf')
    expect(first.record).toMatchObject({ url: '/api/matching-utilities#isanyof', type: 'lvl2' })
    // Many paragraphs mention createSlice; the title wins.
    expect(engine.search('createSlice')[0].record.type).toBe('lvl1')
  })

  it('matches as you type: the last word is a prefix of a word as written, not of its stem', () => {
    // Porter2 stems "serializability" to "serializ": "serializabi" is a prefix of the word only.
    expect(pages(engine, 'serializabi')[0]).toBe('/api/serializabilityMiddleware')
    expect(pages(engine, 'sorti')).toEqual(expect.arrayContaining(['/api/createEntityAdapter']))
    expect(pages(engine, 'createAsyncTh')[0]).toBe('/api/createAsyncThunk')
    expect(pages(engine, 'fetchBase')[0]).toBe('/rtk-query/api/fetchBaseQuery')
    expect(pages(engine, 'setupListen')[0]).toBe('/rtk-query/api/setupListeners')
  })

  it('forgives typos in longer words, not in short ones', () => {
    expect(pages(engine, 'serializabilty middleware')[0]).toBe('/api/serializabilityMiddleware')
    expect(pages(engine, 'creatSlice')[0]).toBe('/api/createSlice')
    expect(pages(engine, 'fetchBaseQuey')[0]).toBe('/rtk-query/api/fetchBaseQuery')
    expect(typosAllowed('slic')).toBe(0)
    expect(typosAllowed('slice')).toBe(1)
    expect(typosAllowed('serializability')).toBe(2)
  })

  it('matches the parts of camelCase names', () => {
    expect(pages(engine, 'async thunk')[0]).toBe('/api/createAsyncThunk')
    expect(pages(engine, 'entity adapter')[0]).toBe('/api/createEntityAdapter')
    const hit = engine.search('base query')[0]
    expect(hit.terms).toEqual(expect.arrayContaining([term('base'), term('query')]))
  })

  it('finds API names that appear only inside code', () => {
    const prose = new Set(records.flatMap((r) => indexTerms([r.content ?? '', ...Object.values(r.hierarchy)].join(' '))))
    const codeOnly = [...new Set(records.flatMap((r) => r.code))].filter((name) => {
      const t = term(name)
      return t !== null && !prose.has(t)
    })
    expect(codeOnly.length).toBeGreaterThan(5)
    for (const name of codeOnly) {
      const top = engine.search(name, 3)
      expect({ name, found: top.some((hit) => hit.record.code.includes(name)) }).toEqual({ name, found: true })
    }
  })
})

describe('bad input', () => {
  const odd = [
    '"createSlice"',
    "'unterminated",
    '.*+?^${}()|[]\\',
    '(a|b)*c',
    'AND OR NOT -createSlice +configureStore',
    'createSlice~2 title:foo',
    '🚀🔥 createSlice 👍',
    '\uD83D',
    '<script>alert(1)</script>',
    '%00%ff',
    '\u0000\u0007',
  ]

  it.each(odd)('never throws on %j', (query) => {
    expect(() => engine.search(query)).not.toThrow()
  })

  it('still finds the words among the symbols', () => {
    expect(pages(engine, '"createSlice"')[0]).toBe('/api/createSlice')
    expect(pages(engine, '🚀 createSlice')[0]).toBe('/api/createSlice')
  })

  it('treats whitespace-only and symbol-only queries as having no results', () => {
    expect(engine.search('   \n\t ')).toEqual([])
    expect(engine.search('')).toEqual([])
    expect(engine.search('*** ()')).toEqual([])
  })

  it('truncates queries over the limit', () => {
    const long = `createSlice ${'x'.repeat(MAX_QUERY_LENGTH * 4)}`
    expect(() => engine.search(long)).not.toThrow()
    expect(engine.search(long)[0].queryTerms.join(' ').length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
  })
})

describe('engine', () => {
  const record = (type: DocSearchRecord['type'], lvl1: string, extra: Partial<DocSearchRecord> = {}): DocSearchRecord => ({
    objectID: `${lvl1}-${type}`,
    url: `/${lvl1}`,
    url_without_anchor: `/${lvl1}`,
    anchor: null,
    type,
    hierarchy: { lvl0: 'Docs', lvl1, lvl2: type === 'lvl2' ? 'Heading' : null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: type === 'content' ? 'body text' : null,
    code: [],
    weight: { pageRank: 0, level: 0, position: 0 },
    ...extra,
  })

  it('reads a record’s own heading', () => {
    expect(headingOf(record('lvl1', 'Page'))).toBe('Page')
    expect(headingOf(record('lvl2', 'Page'))).toBe('Heading')
    expect(headingOf(record('content', 'Page'))).toBe('')
  })

  it('ranks a page title over a paragraph with the same words', () => {
    const small = createSearchEngine([record('content', 'Other', { content: 'widgets widgets everywhere' }), record('lvl1', 'widgets')])
    expect(small.search('widgets')[0].record.type).toBe('lvl1')
  })

  it('limits the number of hits', () => {
    const many = createSearchEngine(Array.from({ length: 30 }, (_, i) => record('content', `p${i}`, { content: 'widget words' })))
    expect(many.search('widget', 7)).toHaveLength(7)
  })
})
