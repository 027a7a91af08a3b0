import { decodeIndexData, encodeIndexData } from '../indexData'
import { createRecord, type DocSearchRecord } from '../records'
import { createEmbeddedClient, loadEngine, snippetSizes } from './embedded'
import { SearchUnavailableError } from './types'

const page = { path: '/api/createSlice', title: 'createSlice', category: 'API Reference' }
const records: DocSearchRecord[] = [
  createRecord({ page, trail: [], anchor: null, position: 0 }, 'lvl1', 'Builds a reducer and actions from one options object.'),
  createRecord({ page, trail: ['Options'], anchor: 'options', position: 1 }, 'lvl2', null, ['createSlice', 'configureStore']),
  createRecord(
    { page, trail: ['Options'], anchor: 'options', position: 2 },
    'content',
    'The reducers option is an object of case reducers; each key becomes an action type <Name>/<key> with its own action creator.',
  ),
  createRecord({ page: { path: '/usage/guide', title: 'Usage Guide', category: 'Using' }, trail: [], anchor: null, position: 0 }, 'lvl1', 'How to use slices.'),
]
const indexFile = encodeIndexData(records)

function fakeFetch(body: unknown = indexFile, status = 200) {
  return jest.fn(async (_url: string) => ({ ok: status < 400, status, json: async () => body }) as Response)
}

describe('embedded search client', () => {
  it('answers DocSearch’s request in Algolia’s response shape', async () => {
    const fetchImpl = fakeFetch()
    const client = createEmbeddedClient('/prefix/search-index.json', fetchImpl as unknown as typeof fetch)
    const { results } = await client.search({
      requests: [
        {
          indexName: 'embedded',
          query: 'createSlice reducers',
          hitsPerPage: 2,
          attributesToSnippet: ['hierarchy.lvl1:15', 'content:8'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          snippetEllipsisText: '…',
        },
      ],
    })
    expect(fetchImpl).toHaveBeenCalledWith('/prefix/search-index.json')
    const [result] = results
    expect(result).toMatchObject({ page: 0, hitsPerPage: 2, index: 'embedded', query: 'createSlice reducers', exhaustiveNbHits: true })
    expect(result.nbHits).toBeGreaterThanOrEqual(3)
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2))
    expect(result.hits).toHaveLength(2)
    const title = result.hits[0]
    expect(title).toMatchObject({ url: '/api/createSlice', type: 'lvl1', objectID: '/api/createSlice#-0' })
    expect(title._highlightResult!.hierarchy!.lvl1).toMatchObject({ value: '<mark>createSlice</mark>', matchLevel: 'partial', matchedWords: ['createslice'] })
    expect(title._snippetResult!.hierarchy!.lvl1!.value).toBe('<mark>createSlice</mark>')
    const content = result.hits.find((h) => h.type === 'content') ?? (await client.search({ requests: [{ indexName: 'embedded', query: 'case reducers', attributesToSnippet: ['content:8'] }] })).results[0].hits[0]
    expect(content._snippetResult!.content!.value).toMatch(/<mark>reducers<\/mark>/)
    expect(content._snippetResult!.content!.value.split(' ').length).toBeLessThanOrEqual(9)
  })

  it('marks matched API names of the code on heading hits', async () => {
    const client = createEmbeddedClient('/i.json', fakeFetch() as unknown as typeof fetch)
    const { results } = await client.search({ requests: [{ indexName: 'embedded', query: 'configureStore' }] })
    const heading = results[0].hits.find((h) => h.type === 'lvl2')!
    expect(heading._highlightResult!.code!.map((c) => c.value)).toEqual(['createSlice', '<mark>configureStore</mark>'])
  })

  it('pages through results', async () => {
    const client = createEmbeddedClient('/i.json', fakeFetch() as unknown as typeof fetch)
    const first = (await client.search({ requests: [{ indexName: 'embedded', query: 'slice', hitsPerPage: 1, page: 0 }] })).results[0]
    const second = (await client.search({ requests: [{ indexName: 'embedded', query: 'slice', hitsPerPage: 1, page: 1 }] })).results[0]
    expect(first.hits[0].objectID).not.toBe(second.hits[0].objectID)
    expect(second.page).toBe(1)
  })

  it('returns no hits for an empty query', async () => {
    const client = createEmbeddedClient('/i.json', fakeFetch() as unknown as typeof fetch)
    const { results } = await client.search({ requests: [{ indexName: 'embedded', query: '   ' }] })
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, query: '' })
  })

  it('loads the index once, and again after a failure', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(loadEngine('/retry.json', failing as unknown as typeof fetch)).rejects.toThrow(SearchUnavailableError)
    await expect(loadEngine('/retry.json', failing as unknown as typeof fetch)).rejects.toThrow(/could not be loaded \(Failed to fetch\)/)
    expect(failing).toHaveBeenCalledTimes(2)
    const working = fakeFetch()
    const engine = await loadEngine('/retry.json', working as unknown as typeof fetch)
    expect(await loadEngine('/retry.json', working as unknown as typeof fetch)).toBe(engine)
    expect(working).toHaveBeenCalledTimes(1)
  })

  it('reports HTTP errors and broken files', async () => {
    await expect(loadEngine('/missing.json', fakeFetch({}, 404) as unknown as typeof fetch)).rejects.toThrow(/HTTP 404/)
    await expect(loadEngine('/broken.json', fakeFetch({ version: 99 }) as unknown as typeof fetch)).rejects.toThrow(/not usable/)
  })

  it('names its failures like Algolia’s "all hosts failed", so DocSearch shows its error screen', () => {
    expect(new SearchUnavailableError('x').name).toBe('RetryError')
  })

  it('reads snippet sizes', () => {
    expect(snippetSizes(['content:15', 'hierarchy.lvl1:5', 'bad'])).toEqual(new Map([['content', 15], ['hierarchy.lvl1', 5], ['bad', 10]]))
  })

  it('round-trips the fixture records', () => {
    expect(decodeIndexData(indexFile)).toEqual(records)
  })
})
