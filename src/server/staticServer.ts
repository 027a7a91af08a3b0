/**
 * The server `npm start` uses for the production build in public/: clean routes without trailing
 * slashes, a trailing index.html stripped by redirect, status 404 with the not-found page for
 * unknown paths, long caching for hashed assets only, the build's response headers (read from
 * public/_headers, declared in src/server/headers.ts; HSTS left out as this server speaks plain
 * HTTP), and the precompressed .br/.gz twin of a file when the request accepts that encoding
 * (gzip on the fly for text files without one).
 */
import { createReadStream, readFileSync, promises as fs } from 'fs'
import http from 'http'
import path from 'path'
import { createGzip } from 'zlib'
import { normalizeBaseUrl, stripIndexHtml } from '../config/urls'
import { contentTypeOf, isCompressible } from './contentTypes'
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HTTPS_ONLY_NAMES, isHashedAsset, parseHeadersFile, type Header } from './headers'
import { ENCODINGS } from './contentTypes'
import { HEADERS_FILE, NGINX_HEADERS_FILE } from './headers'

/** The build's own configuration files in public/, not for readers (deploy/nginx.conf hides them too). */
export const PRIVATE_FILES = new Set([HEADERS_FILE, NGINX_HEADERS_FILE].map((name) => `/${name}`))

export type Resolution = { kind: 'redirect'; location: string } | { kind: 'file'; file: string } | { kind: 'not-found' }

/** Where a request path goes. Pure apart from the `isFile` probe, so it can be tested. */
export async function resolveRequest(
  urlPath: string,
  root: string,
  prefix: string,
  isFile: (file: string) => Promise<boolean>,
): Promise<Resolution> {
  const [rawPath, query = ''] = urlPath.split('?', 2)
  const search = query ? `?${query}` : ''
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { kind: 'not-found' }
  }
  const base = prefix === '/' ? '' : prefix
  if (base) {
    if (pathname !== base && !pathname.startsWith(`${base}/`)) return { kind: 'not-found' }
    pathname = pathname.slice(base.length) || '/'
  }
  const stripped = stripIndexHtml(pathname)
  if (stripped !== pathname) {
    return { kind: 'redirect', location: `${base}${stripped === '/' && base ? '' : stripped}${search}` || '/' }
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', location: `${base}${pathname.replace(/\/+$/, '')}${search}` }
  }
  if (PRIVATE_FILES.has(pathname)) return { kind: 'not-found' }
  const target = path.normalize(path.join(root, pathname))
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: 'not-found' }
  if (path.extname(pathname) && (await isFile(target))) return { kind: 'file', file: target }
  const page = path.join(target, 'index.html')
  if (await isFile(page)) return { kind: 'file', file: page }
  return { kind: 'not-found' }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile()
  } catch {
    return false
  }
}

function cacheControl(root: string, file: string): string {
  return isHashedAsset(path.relative(root, file).split(path.sep).join('/')) ? CACHE_IMMUTABLE : CACHE_REVALIDATE
}

/** The encodings an Accept-Encoding header allows (q > 0), e.g. "br;q=1, gzip" → {br, gzip}. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean)
    if (name && (!q || Number(q[1]) > 0)) accepted.add(name)
  }
  if (accepted.has('*')) ENCODINGS.forEach((e) => accepted.add(e.name))
  return accepted
}

/** The headers every response of this build carries (the `/*` block of public/_headers). */
export function loadBuildHeaders(root: string): Header[] {
  const file = path.join(root, HEADERS_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`${file} is missing: the build writes it (npm run build), and this server sends the headers it lists.`)
  }
  return parseHeadersFile(text, file).filter(([name]) => !HTTPS_ONLY_NAMES.has(name.toLowerCase()))
}

async function firstExisting<T extends { file: string }>(candidates: T[]): Promise<T | undefined> {
  for (const candidate of candidates) if (await isFile(candidate.file)) return candidate
  return undefined
}

export interface ServerOptions {
  root: string
  prefix?: string
}

export function createStaticServer({ root, prefix = '/' }: ServerOptions): http.Server {
  const base = normalizeBaseUrl(prefix)
  const buildHeaders = Object.fromEntries(loadBuildHeaders(root))
  const notFoundPage = path.join(root, '404.html')
  return http.createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const result = await resolveRequest(req.url ?? '/', root, base, isFile)
    if (result.kind === 'redirect') {
      res.writeHead(301, { ...buildHeaders, Location: result.location }).end()
      return
    }
    const file = result.kind === 'file' ? result.file : notFoundPage
    const status = result.kind === 'file' ? 200 : 404
    if (result.kind === 'not-found' && !(await isFile(notFoundPage))) {
      res.writeHead(404, { ...buildHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const ext = path.extname(file)
    const headers: Record<string, string> = {
      ...buildHeaders,
      'Content-Type': contentTypeOf(ext),
      'Cache-Control': status === 200 ? cacheControl(root, file) : 'no-cache',
    }
    const compressible = isCompressible(ext)
    const accepted = compressible ? acceptedEncodings(req.headers['accept-encoding'] as string | undefined) : new Set<string>()
    let body = file
    let gzipOnTheFly = false
    if (compressible) {
      headers.Vary = 'Accept-Encoding'
      const twin = await firstExisting(ENCODINGS.filter((e) => accepted.has(e.name)).map((e) => ({ ...e, file: file + e.ext })))
      if (twin) {
        body = twin.file
        headers['Content-Encoding'] = twin.name
        headers['Content-Length'] = String((await fs.stat(twin.file)).size)
      } else if (accepted.has('gzip')) {
        gzipOnTheFly = true
        headers['Content-Encoding'] = 'gzip'
      }
    }
    res.writeHead(status, headers)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    const stream = createReadStream(body)
    stream.on('error', () => res.destroy())
    if (gzipOnTheFly) stream.pipe(createGzip()).pipe(res)
    else stream.pipe(res)
  })
}
