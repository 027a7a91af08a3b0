import http from 'http'
import type { AddressInfo } from 'net'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs'
import { tmpdir } from 'os'
import path from 'path'
import { createStaticServer } from '../server/staticServer'
import { renderHeadersFile } from '../server/headers'

/** npm start's server and the Markdown files: served as they are, as text/markdown, never redirected. */
describe('serving the Markdown versions', () => {
  let dir: string
  let server: http.Server
  let port: number
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'md-serve-'))
    mkdirSync(path.join(dir, 'api', 'createSlice'), { recursive: true })
    writeFileSync(path.join(dir, 'api', 'createSlice', 'index.html'), '<h1>createSlice</h1>')
    writeFileSync(path.join(dir, 'api', 'createSlice.md'), '# createSlice\n')
    writeFileSync(path.join(dir, 'llms.txt'), '# Site\n')
    // The server sends the headers the build writes (src/server/headers.ts).
    writeFileSync(path.join(dir, '_headers'), renderHeadersFile({ scriptHashes: [], analytics: false }, []))
    server = createStaticServer({ root: dir, prefix: '/docs' })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (urlPath: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath }, (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
        })
        .on('error', reject)
    })

  it('serves a twin with its Markdown content type, beside the page of the same route', async () => {
    const twin = await get('/docs/api/createSlice.md')
    expect(twin).toMatchObject({ status: 200, body: '# createSlice\n' })
    expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(twin.headers.location).toBeUndefined()
    expect((await get('/docs/api/createSlice')).body).toBe('<h1>createSlice</h1>')
  })

  it('serves llms.txt as UTF-8 text and answers a missing twin with 404', async () => {
    const llms = await get('/docs/llms.txt')
    expect(llms.status).toBe(200)
    expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect((await get('/docs/api/nothing.md')).status).toBe(404)
  })
})
