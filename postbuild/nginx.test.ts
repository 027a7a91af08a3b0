/**
 * deploy/nginx.conf in real nginx (postbuild/nginx.ts) with the built site in public/, behind a
 * throwaway certificate: HTTP→HTTPS, every spec route, the 404, the redirects and their
 * Location, malformed paths, every header of the header set, caching, content types and the
 * precompressed files.
 */
import { createHash } from 'crypto'
import { readdirSync, readFileSync } from 'fs'
import { parse } from 'node-html-parser'
import path from 'path'
import { SPEC_DOC_ROUTES, isWritten } from '../e2e/spec-routes'
import { RUN_DIR, RUN_FRAME_FILE } from '../src/run/attributes'
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HTTPS_ONLY_HEADERS, parseHeadersFile } from '../src/server/headers'
import { request, startNginx, type RunningNginx } from './nginx'

const root = path.resolve('public')
let nginx: RunningNginx
let https: string

beforeAll(async () => {
  nginx = await startNginx(root, { http: 'NGINX_HTTP_PORT', https: 'NGINX_HTTPS_PORT' })
  https = `https://127.0.0.1:${nginx.httpsPort}`
}, 120_000)
afterAll(() => nginx?.stop())

const headerSet = () => [...parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'))]
const routes = ['/', ...SPEC_DOC_ROUTES.filter(isWritten), '/search']

describe('nginx serving the build', () => {
  it('redirects plain HTTP to the same address over HTTPS', async () => {
    const res = await request(`http://127.0.0.1:${nginx.httpPort}/api/createSlice?x=1`)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`https://127.0.0.1:${nginx.httpsPort}/api/createSlice?x=1`)
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('serves every spec route with status 200, as HTML, with every header of the build', async () => {
    const expected = headerSet()
    expect(expected.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    )
    for (const route of routes) {
      const res = await request(`${https}${route}`)
      expect({ route, status: res.status, type: res.headers['content-type'] }).toEqual({
        route,
        status: 200,
        type: 'text/html; charset=utf-8',
      })
      for (const [name, value] of expected) expect({ route, name, value: res.headers[name.toLowerCase()] }).toEqual({ route, name, value })
      expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE)
    }
  })

  it('names the hash of every inline script a page carries in its script-src, and allows no inline or eval code', async () => {
    for (const route of [...routes, '/no/such/page']) {
      const res = await request(`${https}${route}`)
      const csp = String(res.headers['content-security-policy'])
      const scriptSrc = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src '))!
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
      expect(csp).toMatch(/frame-ancestors 'self'/)
      expect(csp).toMatch(/object-src 'none'/)
      expect(csp).toMatch(/base-uri 'self'/)
      // Read and hashed here, not with the build's own helpers (src/build/headersFiles.ts): every
      // inline script the browser runs (no type, a JavaScript type or module; data blocks aside).
      const scripts = parse(res.body.toString('utf8'))
        .querySelectorAll('script:not([src])')
        .filter((script) => /^(|text\/javascript|application\/javascript|module)$/.test(script.getAttribute('type') ?? ''))
        .map((script) => script.rawText)
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) {
        const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
        expect({ route, inScriptSrc: scriptSrc.split(' ').includes(hash) }).toEqual({ route, inScriptSrc: true })
      }
    }
  })

  it('sends HSTS for a year with subdomains over HTTPS', async () => {
    const res = await request(`${https}/`)
    expect(res.headers['strict-transport-security']).toBe(HTTPS_ONLY_HEADERS[0][1])
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  it('answers unknown paths with the not-found page, status 404 and the headers', async () => {
    const res = await request(`${https}/no/such/page`)
    expect(res.status).toBe(404)
    expect(res.body.toString()).toContain('Page not found')
    for (const [name, value] of headerSet()) expect(res.headers[name.toLowerCase()]).toBe(value)
  })

  it.each([
    ['/index.html', '/'],
    ['/index.html?q=1', '/?q=1'],
    ['/api/createSlice/index.html', '/api/createSlice'],
    ['/api/createSlice/index.html?x=1', '/api/createSlice?x=1'],
    ['/api/createSlice/', '/api/createSlice'],
    ['/rtk-query/api/created-api/hooks/?tab=a', '/rtk-query/api/created-api/hooks?tab=a'],
  ])('redirects %s to %s with a full Location', async (from, to) => {
    const res = await request(`${https}${from}`)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`${https}${to}`)
  })

  it.each([
    ['/%ZZ'],
    ['/..%2f..%2f..%2fetc%2fpasswd'],
    ['/%2e%2e/%2e%2e/etc/passwd'],
    ['/%00'],
    ['/api/create%00Slice'],
    ['/' + 'a'.repeat(5000)],
    ['/' + 'a/'.repeat(2500) + 'b'],
    ['/api/%C0%AE%C0%AE/x'],
  ])('answers the malformed path %s with 400 or 404, never 500', async (rawPath) => {
    const res = await request(`${https}/`, {}, rawPath)
    expect([400, 404]).toContain(res.status)
  })

  it('keeps its own generated files private', async () => {
    expect((await request(`${https}/_nginx.conf`)).status).toBe(404)
    expect((await request(`${https}/_headers`)).status).toBe(404)
  })

  it('caches content-hashed bundles for a year and everything else with revalidation', async () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8')
    const bundle = /"\/(app-[0-9a-f]{16,}\.js)"/.exec(html)?.[1]
    expect(bundle).toBeDefined()
    const js = await request(`${https}/${bundle}`)
    expect(js.status).toBe(200)
    expect(js.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(js.headers['cache-control']).toBe(CACHE_IMMUTABLE)
    const icon = await request(`${https}/favicon.svg`)
    expect(icon.headers['content-type']).toBe('image/svg+xml')
    expect(icon.headers['cache-control']).toBe(CACHE_REVALIDATE)
    // The run frame's bundles are hashed too; the frame's page and the pages' files are not.
    const worker = readdirSync(path.join(root, RUN_DIR)).find((name) => /^worker-[0-9a-f]{16,}\.js$/.test(name))
    expect(worker).toBeDefined()
    expect((await request(`${https}/${RUN_DIR}/${worker}`)).headers['cache-control']).toBe(CACHE_IMMUTABLE)
    expect((await request(`${https}/${RUN_DIR}/${RUN_FRAME_FILE}`)).headers['cache-control']).toBe(CACHE_REVALIDATE)
  })

  it('serves the Markdown versions and llms.txt as text, with the headers', async () => {
    const md = await request(`${https}/api/createSlice.md`)
    expect([md.status, md.headers['content-type']]).toEqual([200, 'text/markdown; charset=utf-8'])
    expect(md.headers['content-security-policy']).toBe(String((await request(`${https}/`)).headers['content-security-policy']))
    const llms = await request(`${https}/llms.txt`)
    expect([llms.status, llms.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8'])
  })

  it('serves sitemap.xml and robots.txt with their types', async () => {
    expect((await request(`${https}/sitemap.xml`)).headers['content-type']).toBe('application/xml; charset=utf-8')
    expect((await request(`${https}/robots.txt`)).headers['content-type']).toBe('text/plain; charset=utf-8')
  })

  it('sends the precompressed .gz file (level 9) to gzip clients, and the plain file to others', async () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8')
    const bundle = /"\/(app-[0-9a-f]{16,}\.js)"/.exec(html)![1]
    const gz = await request(`${https}/${bundle}`, { 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.body.equals(readFileSync(path.join(root, `${bundle}.gz`)))).toBe(true)
    const page = await request(`${https}/api/createSlice`, { 'Accept-Encoding': 'gzip' })
    expect(page.body.equals(readFileSync(path.join(root, 'api/createSlice/index.html.gz')))).toBe(true)
    const plain = await request(`${https}/${bundle}`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(readFileSync(path.join(root, bundle)))).toBe(true)
  })

  it('sends the precompressed .br file to Brotli clients when nginx has the Brotli static module', async () => {
    if (!nginx.brotli) {
      console.warn('nginx has no Brotli static module here (Debian: libnginx-mod-http-brotli-static): .br files are not served.')
      return
    }
    const br = await request(`${https}/api/createSlice`, { 'Accept-Encoding': 'br, gzip' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.equals(readFileSync(path.join(root, 'api/createSlice/index.html.br')))).toBe(true)
  })
})
