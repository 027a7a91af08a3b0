import { jest } from '@jest/globals'
import { decodeIndexTiers, encodeIndexTiers } from '../indexData'
import { createRecord, type DocSearchRecord } from '../records'
import { createEmbeddedClient, loadEngine, snippetSizes } from './embedded'
import { SearchUnavailableError } from './types'
import { buildShards } from '../build/shards'
import { SHARD_VERSION, shardFileName } from '../shards'
import { SEARCH_SHARD_MANIFEST } from '../../config/search'

const page = { path: '/api/createSlice', title: 'createSlice', category: 'API Reference' }
const records: DocSearchRecord[] = [
  createRecord({ page, trail: [], anchor: null, position: 0 }, 'lvl1', 'Builds a reducer and actions from one options object.'),
  createRecord({ page, trail: ['Options'], anchor: 'options', position: 1 }, 'lvl2', null, ['createSlice', 'configureStore']),
  createRecord(
    { page, trail: ['Options'], anchor: 'options', position: 2 },
    'content',
    'The reducers option is an object of case reducers; each key becomes an action type <Name>/<key> with its own action creator.',
  ),
  createRecord(
    { page: { path: '/usage/guide', title: 'Usage Guide', category: 'Using' }, trail: [], anchor: null, position: 0 },
    'lvl1',
    'How to use slices.',
  ),
]
const tiers = encodeIndexTiers(records)
let n = 0
/** Distinct URLs per test: the client keeps loaded indexes per URL for the page's lifetime. */
const urls = (name = 'i') => ({
  shards: `/${name}-${++n}/search-shards`,
  heads: `/${name}-${n}/search-index.json`,
  body: `/${name}-${n}/search-body.json`,
})
const shards = buildShards(records)

/** Serves the index files made from the fixture records (the shards from buildShards). */
function fakeFetch(files: { heads: unknown; body: unknown } = tiers, status = 200) {
  return jest.fn(async (url: string) => {
    const name = url.split('/').pop()!
    const shard = shards.find((s) => shardFileName(s.key) === name)
    const body = url.endsWith('search-body.json')
      ? files.body
      : url.endsWith('search-index.json')
        ? files.heads
        : name === SEARCH_SHARD_MANIFEST
          ? { version: SHARD_VERSION, keys: shards.map((s) => s.key) }
          : shard
    return { ok: status < 400 && body !== undefined, status: body === undefined ? 404 : status, json: async () => body } as Response
  })
}

describe('embedded search client', () => {
  it('answers DocSearch’s request in Algolia’s response shape', async () => {
    const fetchImpl = fakeFetch()
    const where = urls('prefix')
    const client = createEmbeddedClient(where, fetchImpl as unknown as typeof fetch, { complete: true })
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
    expect(fetchImpl).toHaveBeenCalledWith(where.heads)
    expect(fetchImpl).toHaveBeenCalledWith(where.body)
    const [result] = results
    expect(result).toMatchObject({ page: 0, hitsPerPage: 2, index: 'embedded', query: 'createSlice reducers', exhaustiveNbHits: true })
    expect(result.nbHits).toBeGreaterThanOrEqual(3)
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2))
    expect(result.hits).toHaveLength(2)
    const title = result.hits[0]
    expect(title).toMatchObject({ url: '/api/createSlice', type: 'lvl1', objectID: '/api/createSlice#-0' })
    expect(title._highlightResult!.hierarchy!.lvl1).toMatchObject({
      value: '<mark>createSlice</mark>',
      matchLevel: 'partial',
      matchedWords: ['createslice'],
    })
    expect(title._snippetResult!.hierarchy!.lvl1!.value).toBe('<mark>createSlice</mark>')
    const content =
      result.hits.find((h) => h.type === 'content') ??
      (await client.search({ requests: [{ indexName: 'embedded', query: 'case reducers', attributesToSnippet: ['content:8'] }] }))
        .results[0].hits[0]
    expect(content._snippetResult!.content!.value).toMatch(/<mark>reducers<\/mark>/)
    expect(content._snippetResult!.content!.value.split(' ').length).toBeLessThanOrEqual(9)
  })

  it('marks matched API names of the code on heading hits', async () => {
    const client = createEmbeddedClient(urls(), fakeFetch() as unknown as typeof fetch, { complete: true })
    const { results } = await client.search({ requests: [{ indexName: 'embedded', query: 'configureStore' }] })
    const heading = results[0].hits.find((h) => h.type === 'lvl2')!
    expect(heading._highlightResult!.code!.map((c) => c.value)).toEqual(['createSlice', '<mark>configureStore</mark>'])
  })

  it('pages through results', async () => {
    const client = createEmbeddedClient(urls(), fakeFetch() as unknown as typeof fetch, { complete: true })
    const first = (await client.search({ requests: [{ indexName: 'embedded', query: 'slice', hitsPerPage: 1, page: 0 }] })).results[0]
    const second = (await client.search({ requests: [{ indexName: 'embedded', query: 'slice', hitsPerPage: 1, page: 1 }] })).results[0]
    expect(first.hits[0].objectID).not.toBe(second.hits[0].objectID)
    expect(second.page).toBe(1)
  })

  it('returns no hits for an empty query', async () => {
    const client = createEmbeddedClient(urls(), fakeFetch() as unknown as typeof fetch, { complete: true })
    const { results } = await client.search({ requests: [{ indexName: 'embedded', query: '   ' }] })
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, query: '' })
  })

  it('answers the first query from the shards of its words, then from every record once the whole index is in', async () => {
    const fetchImpl = fakeFetch()
    const where = urls()
    const client = createEmbeddedClient(where, fetchImpl as unknown as typeof fetch)
    const first = (await client.search({ requests: [{ indexName: 'embedded', query: 'case reducers' }] })).results[0]
    expect(first.hits.every((hit) => hit.type !== 'content')).toBe(true)
    const full = await loadEngine(where, 'full', fetchImpl as unknown as typeof fetch)
    expect(full.records).toEqual(records)
    const later = (await client.search({ requests: [{ indexName: 'embedded', query: 'case reducers' }] })).results[0]
    expect(later.hits.some((hit) => hit.type === 'content')).toBe(true)
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      `${where.shards}/${SEARCH_SHARD_MANIFEST}`,
      // "case" is in a paragraph only: no heading is filed under "ca", so there is no such shard to fetch.
      `${where.shards}/${shardFileName('re')}`,
      where.heads,
      where.body,
    ])
  })

  it('answers from the whole index, once built, when a shard cannot be fetched (offline after the first search)', async () => {
    const serve = fakeFetch()
    let offline = false
    let releaseBody!: () => void
    const bodyHeld = new Promise<void>((resolve) => (releaseBody = resolve))
    const fetchImpl = jest.fn(async (url: string) => {
      if (offline) throw new TypeError('Failed to fetch')
      const response = await serve(url)
      // The whole index's paragraphs arrive, but are still being read when the network goes.
      if (url.endsWith('search-body.json')) return { ...response, json: async () => (await bodyHeld, response.json()) } as Response
      return response
    })
    const where = urls('offline')
    const client = createEmbeddedClient(where, fetchImpl as unknown as typeof fetch)
    await client.search({ requests: [{ indexName: 'embedded', query: 'reducers' }] })
    while (!fetchImpl.mock.calls.some(([url]) => url === where.body)) await new Promise((r) => setTimeout(r, 0))
    offline = true
    const later = client.search({ requests: [{ indexName: 'embedded', query: 'usage slices' }] })
    releaseBody()
    expect((await later).results[0].hits.map((hit) => hit.url)).toContain('/usage/guide')
    // With no whole index under way, a failed shard is the search's failure.
    const cold = createEmbeddedClient(urls('cold'), (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch)
    await expect(cold.search({ requests: [{ indexName: 'embedded', query: 'reducers' }] })).rejects.toThrow(SearchUnavailableError)
  })

  it('loads each tier once, and again after a failure', async () => {
    const where = urls('retry')
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(loadEngine(where, 'heads', failing as unknown as typeof fetch)).rejects.toThrow(SearchUnavailableError)
    await expect(loadEngine(where, 'heads', failing as unknown as typeof fetch)).rejects.toThrow(/could not be loaded \(Failed to fetch\)/)
    expect(failing).toHaveBeenCalledTimes(2)
    const working = fakeFetch()
    const engine = await loadEngine(where, 'heads', working as unknown as typeof fetch)
    expect(await loadEngine(where, 'heads', working as unknown as typeof fetch)).toBe(engine)
    expect(working).toHaveBeenCalledTimes(1)
  })

  it('reports HTTP errors and broken files', async () => {
    await expect(loadEngine(urls('missing'), 'heads', fakeFetch(tiers, 404) as unknown as typeof fetch)).rejects.toThrow(/HTTP 404/)
    await expect(
      loadEngine(urls('broken'), 'heads', fakeFetch({ heads: { version: 99 }, body: null }) as unknown as typeof fetch),
    ).rejects.toThrow(/not usable/)
    const otherBuild = encodeIndexTiers(records.slice(0, 3))
    await expect(
      loadEngine(urls('mixed'), 'full', fakeFetch({ heads: tiers.heads, body: otherBuild.body }) as unknown as typeof fetch),
    ).rejects.toThrow(/two builds/)
  })

  it('names its failures like Algolia’s "all hosts failed", so DocSearch shows its error screen', () => {
    expect(new SearchUnavailableError('x').name).toBe('RetryError')
  })

  it('reads snippet sizes', () => {
    expect(snippetSizes(['content:15', 'hierarchy.lvl1:5', 'bad'])).toEqual(
      new Map([
        ['content', 15],
        ['hierarchy.lvl1', 5],
        ['bad', 10],
      ]),
    )
  })

  it('round-trips the fixture records', () => {
    expect(decodeIndexTiers(tiers.heads, tiers.body)).toEqual(records)
    expect(decodeIndexTiers(tiers.heads)).toEqual(records.filter((r) => r.type !== 'content'))
  })
})
