import { mkdtempSync, readFileSync, writeFileSync } from 'fs'
import http from 'http'
import type { AddressInfo } from 'net'
import os from 'os'
import path from 'path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'zlib'
import { renderHeadersFile } from './headers'
import { acceptedEncodings, createStaticServer, resolveRequest } from './staticServer'

const root = path.join('/srv', 'public')
const files = new Set(['index.html', '404.html', 'api/createSlice/index.html', 'app-123.js', 'favicon.svg'].map((f) => path.join(root, f)))
const isFile = async (file: string) => files.has(file)

describe('resolveRequest', () => {
  it('serves routes from their index.html and files as they are', async () => {
    expect(await resolveRequest('/', root, '/', isFile)).toEqual({ kind: 'file', file: path.join(root, 'index.html') })
    expect(await resolveRequest('/api/createSlice?x=1', root, '/', isFile)).toEqual({
      kind: 'file',
      file: path.join(root, 'api/createSlice/index.html'),
    })
    expect(await resolveRequest('/favicon.svg', root, '/', isFile)).toEqual({ kind: 'file', file: path.join(root, 'favicon.svg') })
  })
  it('redirects a trailing index.html and a trailing slash to the clean route, keeping the query', async () => {
    expect(await resolveRequest('/api/createSlice/index.html', root, '/', isFile)).toEqual({
      kind: 'redirect',
      location: '/api/createSlice',
    })
    expect(await resolveRequest('/index.html?q=1', root, '/', isFile)).toEqual({ kind: 'redirect', location: '/?q=1' })
    expect(await resolveRequest('/api/createSlice/', root, '/', isFile)).toEqual({ kind: 'redirect', location: '/api/createSlice' })
  })
  it('answers unknown paths, escapes and bad encodings with not-found', async () => {
    expect(await resolveRequest('/api/nothing', root, '/', isFile)).toEqual({ kind: 'not-found' })
    expect(await resolveRequest('/../etc/passwd', root, '/', isFile)).toEqual({ kind: 'not-found' })
    expect(await resolveRequest('/%E0%A4%A', root, '/', isFile)).toEqual({ kind: 'not-found' })
    expect(await resolveRequest('/_headers', root, '/', async () => true)).toEqual({ kind: 'not-found' })
  })
  it('serves under a path prefix only', async () => {
    expect(await resolveRequest('/docs/api/createSlice', root, '/docs', isFile)).toEqual({
      kind: 'file',
      file: path.join(root, 'api/createSlice/index.html'),
    })
    expect(await resolveRequest('/docs/index.html', root, '/docs', isFile)).toEqual({ kind: 'redirect', location: '/docs' })
    expect(await resolveRequest('/api/createSlice', root, '/docs', isFile)).toEqual({ kind: 'not-found' })
  })
})

describe('acceptedEncodings', () => {
  it('reads the encodings a client accepts, ignoring q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br'])
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip'])
    expect(acceptedEncodings(undefined).size).toBe(0)
    expect(acceptedEncodings('*').has('br')).toBe(true)
  })
})

describe('createStaticServer', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'))
  const page = '<!doctype html><title>x</title>'.repeat(100)
  let server: http.Server
  let base: string
  beforeAll(async () => {
    writeFileSync(path.join(dir, '_headers'), renderHeadersFile({ scriptHashes: ["'sha256-abc='"], analytics: false }, []))
    writeFileSync(path.join(dir, 'index.html'), page)
    writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(page))
    writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(page))
    writeFileSync(path.join(dir, '404.html'), 'missing')
    server = createStaticServer({ root: dir })
    await new Promise<void>((resolve) => server.listen(Number(process.env.SERVER_TEST_PORT ?? 0), '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${urlPath}`, { headers }, (res) => {
          const chunks: Buffer[] = []
          res
            .on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })

  it("sends the build's headers except HSTS (it speaks plain HTTP), on pages, redirects and the 404", async () => {
    for (const res of [await get('/'), await get('/index.html'), await get('/nothing')]) {
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-abc='/)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
  })
  it('serves the precompressed twin the client accepts: Brotli first, then gzip, else the plain file', async () => {
    const br = await get('/', { 'Accept-Encoding': 'gzip, br' })
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding'])
    expect(brotliDecompressSync(br.body).toString()).toBe(page)
    const gz = await get('/', { 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.body.equals(readFileSync(path.join(dir, 'index.html.gz')))).toBe(true)
    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
  })
  it('stops with the file to build when _headers is missing', () => {
    expect(() => createStaticServer({ root: os.tmpdir() + '/no-build-here' })).toThrow(/_headers is missing: the build writes it/)
  })
})
