/**
 * The server `npm start` uses for the production build in public/: clean routes without trailing
 * slashes, a trailing index.html stripped by redirect, status 404 with the not-found page for
 * unknown paths, gzip, and long caching for hashed assets only.
 */
import { createReadStream, promises as fs } from 'fs'
import http from 'http'
import path from 'path'
import { createGzip } from 'zlib'
import { normalizeBaseUrl } from '../config/site'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The docs' Markdown versions (src/markdown): served as files, never redirected.
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.md', '.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map', '.webmanifest'])

export type Resolution =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: string }
  | { kind: 'not-found' }

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
  if (/\/index\.html$/.test(pathname)) {
    const stripped = pathname.replace(/\/index\.html$/, '') || '/'
    return { kind: 'redirect', location: `${base}${stripped === '/' && base ? '' : stripped}${search}` || '/' }
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', location: `${base}${pathname.replace(/\/+$/, '')}${search}` }
  }
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
  const rel = path.relative(root, file).split(path.sep).join('/')
  if (rel.startsWith('static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(rel)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=0, must-revalidate'
}

export interface ServerOptions {
  root: string
  prefix?: string
}

export function createStaticServer({ root, prefix = '/' }: ServerOptions): http.Server {
  const base = normalizeBaseUrl(prefix)
  const notFoundPage = path.join(root, '404.html')
  return http.createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const result = await resolveRequest(req.url ?? '/', root, base, isFile)
    if (result.kind === 'redirect') {
      res.writeHead(301, { Location: result.location }).end()
      return
    }
    const file = result.kind === 'file' ? result.file : notFoundPage
    const status = result.kind === 'file' ? 200 : 404
    if (result.kind === 'not-found' && !(await isFile(notFoundPage))) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const ext = path.extname(file)
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 ? cacheControl(root, file) : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    if (gzip) {
      headers['Content-Encoding'] = 'gzip'
      headers.Vary = 'Accept-Encoding'
    }
    res.writeHead(status, headers)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    const stream = createReadStream(file)
    stream.on('error', () => res.destroy())
    if (gzip) stream.pipe(createGzip()).pipe(res)
    else stream.pipe(res)
  })
}
