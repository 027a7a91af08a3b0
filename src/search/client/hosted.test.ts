import { jest } from '@jest/globals'
import { algoliaHosts, algoliaQueriesUrl, createHostedClient } from './hosted'

const config = { appId: 'APPID', apiKey: 'public-search-key' }
const response = {
  results: [
    {
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 20,
      processingTimeMS: 1,
      query: 'x',
      params: '',
      index: 'docs',
      exhaustiveNbHits: true,
    },
  ],
}

function reply(status: number, body: unknown = response) {
  return { ok: status < 400, status, json: async () => body } as Response
}

describe('hosted (Algolia) client for the search page', () => {
  it('posts the requests to the DSN host with the app id and search key', async () => {
    const fetchImpl = jest.fn(async () => reply(200))
    const client = createHostedClient(config, fetchImpl as unknown as typeof fetch)
    const requests = [{ indexName: 'docs', query: 'createSlice', hitsPerPage: 5 }]
    expect(await client.search({ requests })).toEqual(response)
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    const parsed = new URL(url)
    expect(parsed.host).toBe('APPID-dsn.algolia.net'.toLowerCase())
    expect(parsed.pathname).toBe('/1/indexes/*/queries')
    expect(parsed.searchParams.get('x-algolia-application-id')).toBe('APPID')
    expect(parsed.searchParams.get('x-algolia-api-key')).toBe('public-search-key')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({ requests })
  })

  it('falls back to the other hosts when one is down', async () => {
    const fetchImpl = jest
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(reply(503))
      .mockResolvedValueOnce(reply(200))
    const client = createHostedClient(config, fetchImpl)
    await client.search({ requests: [{ indexName: 'docs', query: 'x' }] })
    expect(fetchImpl.mock.calls.map(([url]) => new URL(url as string).host)).toEqual(
      algoliaHosts('APPID')
        .slice(0, 3)
        .map((host) => host.toLowerCase()),
    )
  })

  it('fails as "unavailable" when every host fails', async () => {
    const client = createHostedClient(config, jest.fn(async () => reply(502)) as unknown as typeof fetch)
    await expect(client.search({ requests: [] })).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('APPID-3.algolianet.com: HTTP 502'),
    })
  })

  it('does not retry a request Algolia refuses, and says why', async () => {
    const fetchImpl = jest.fn(async () => reply(403, { message: 'Invalid Application-ID or API key' }))
    const client = createHostedClient(config, fetchImpl as unknown as typeof fetch)
    await expect(client.search({ requests: [] })).rejects.toThrow(
      'Algolia refused the search (HTTP 403: Invalid Application-ID or API key).',
    )
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('builds the URL with encoded credentials', () => {
    expect(algoliaQueriesUrl('h.example', { appId: 'A', apiKey: 'k&y' })).toContain('x-algolia-api-key=k%26y')
  })
})
