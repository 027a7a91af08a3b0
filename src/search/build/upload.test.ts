import http from 'http'
import type { AddressInfo } from 'net'
import { mkdtempSync, rmSync, writeFileSync } from 'fs'
import { tmpdir } from 'os'
import path from 'path'
import { algoliasearch } from 'algoliasearch'
import { createRecord } from '../records'
import { ALGOLIA_INDEX_SETTINGS, UploadError, readRecordsFile, uploadConfigFromEnv, uploadRecords, type AlgoliaWriter } from './upload'

const page = { path: '/api/widget', title: 'Widget', category: 'API' }
const records = [
  createRecord({ page, trail: [], anchor: null, position: 0 }, 'lvl1', 'About widgets.'),
  createRecord({ page, trail: ['Options'], anchor: 'options', position: 1 }, 'lvl2', null, ['createSlice']),
  createRecord({ page, trail: ['Options'], anchor: 'options', position: 2 }, 'content', 'Options text.'),
]

describe('upload configuration', () => {
  it('needs the app id, the index name and the admin key, and names what is missing', () => {
    expect(uploadConfigFromEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_ADMIN_KEY: 'admin' })).toEqual({
      appId: 'A',
      indexName: 'docs',
      adminKey: 'admin',
    })
    expect(() => uploadConfigFromEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_SEARCH_KEY: 'search' })).toThrow(
      /^search:upload needs ALGOLIA_ADMIN_KEY \(/,
    )
    expect(() => uploadConfigFromEnv({})).toThrow(/needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_KEY/)
  })
})

describe('records file', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'search-upload-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('reads the records a build wrote', () => {
    const file = path.join(dir, 'records.json')
    writeFileSync(file, JSON.stringify(records))
    expect(readRecordsFile(file)).toEqual(records)
  })

  it('says to build first when the file is missing, and refuses broken files', () => {
    expect(() => readRecordsFile(path.join(dir, 'none.json'))).toThrow(/does not exist\. Run `npm run build` first/)
    const file = path.join(dir, 'bad.json')
    writeFileSync(file, '{oops')
    expect(() => readRecordsFile(file)).toThrow(UploadError)
    writeFileSync(file, '[]')
    expect(() => readRecordsFile(file)).toThrow(/holds no records/)
    writeFileSync(file, JSON.stringify([{ url: '/x' }]))
    expect(() => readRecordsFile(file)).toThrow(/record 0 is not a DocSearch record/)
  })
})

describe('upload with the algoliasearch client', () => {
  interface Call {
    method: string
    path: string
    apiKey: string | undefined
    appId: string | undefined
    body: { requests?: Array<{ action: string; body: { objectID: string } }>; operation?: string; destination?: string } | undefined
  }
  const calls: Call[] = []
  let server: http.Server
  let port: number

  // A local stand-in for Algolia's write API: accepts everything, tasks are published at once.
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const url = new URL(req.url!, 'http://localhost')
        calls.push({
          method: req.method!,
          path: decodeURIComponent(url.pathname),
          apiKey: (req.headers['x-algolia-api-key'] as string) ?? url.searchParams.get('x-algolia-api-key') ?? undefined,
          appId: (req.headers['x-algolia-application-id'] as string) ?? url.searchParams.get('x-algolia-application-id') ?? undefined,
          body: body ? JSON.parse(body) : undefined,
        })
        res.setHeader('content-type', 'application/json')
        if (/\/task\/\d+$/.test(url.pathname)) res.end(JSON.stringify({ status: 'published', pendingTask: false }))
        else res.end(JSON.stringify({ taskID: calls.length, updatedAt: new Date().toISOString(), objectIDs: [] }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('replaces the index content in one move and sets the ranking, with the admin key', async () => {
    const client = algoliasearch('APPID', 'admin-key', {
      hosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' }],
    })
    const lines: string[] = []
    await uploadRecords(client as unknown as AlgoliaWriter, { indexName: 'docs' }, records, (line) => lines.push(line))

    expect(calls.every((c) => c.apiKey === 'admin-key' && c.appId === 'APPID')).toBe(true)
    const batches = calls.filter((c) => c.method === 'POST' && /\/batch$/.test(c.path))
    const sent = batches.flatMap((c) => c.body?.requests ?? [])
    expect(sent.map((r) => r.action)).toEqual(['addObject', 'addObject', 'addObject'])
    expect(sent.map((r) => r.body.objectID)).toEqual(records.map((r) => r.objectID))
    const temporary = batches[0].path.split('/')[3]
    expect(temporary).not.toBe('docs')
    const move = calls.find((c) => c.path === `/1/indexes/${temporary}/operation` && c.body?.operation === 'move')
    expect(move?.body?.destination).toBe('docs')
    const settings = calls.find((c) => c.method === 'PUT' && c.path === '/1/indexes/docs/settings')
    expect(settings?.body).toEqual(ALGOLIA_INDEX_SETTINGS)
    expect(lines.at(-1)).toBe('Done: "docs" holds 3 records from 1 pages.')
  })

  it('ranks like the embedded engine', () => {
    expect(ALGOLIA_INDEX_SETTINGS.searchableAttributes).toEqual([
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
      'unordered(code)',
    ])
    expect(ALGOLIA_INDEX_SETTINGS).toMatchObject({
      minWordSizefor1Typo: 5,
      minWordSizefor2Typos: 10,
      ignorePlurals: true,
      camelCaseAttributes: ['hierarchy', 'content', 'code'],
    })
  })
})
