/**
 * The site's HTTP response headers, declared once. Three consumers render them:
 * `npm start`'s server (src/server/staticServer.ts, through public/_headers), the nginx
 * snippet included by deploy/nginx.conf (public/_nginx.conf), and public/_headers for
 * CDNs that read one (Netlify, Cloudflare Pages). The build writes both files
 * (src/build/headersFiles.ts) because the Content-Security-Policy names the SHA-256 of every
 * inline script of that build, and the analytics and Algolia origins only when configured.
 */

import { CONTENT_TYPES, DEFAULT_CONTENT_TYPE } from './contentTypes'

/** The two renderings the build writes into the site's root (never served themselves). */
export const HEADERS_FILE = '_headers'
export const NGINX_HEADERS_FILE = '_nginx.conf'

export interface HeaderOptions {
  /** CSP sources of the build's inline scripts, e.g. "'sha256-…'". */
  scriptHashes: string[]
  /** GA_TRACKING_ID set: Google's tag script and collection endpoints are allowed. */
  analytics: boolean
  /** Hosted search configured (ALGOLIA_*): Algolia's API hosts are allowed. */
  algoliaAppId?: string
}

export type Header = [name: string, value: string]

const GOOGLE_TAG = 'https://www.googletagmanager.com'
const GOOGLE_COLLECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', GOOGLE_TAG]

function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase()
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ]
}

/**
 * Scripts: this origin and the listed inline-script hashes only (no 'unsafe-inline', no
 * 'unsafe-eval'). Styles may be inline: Gatsby inlines the CSS into each page and React renders
 * style attributes; CSS cannot run code.
 */
export function contentSecurityPolicy(options: HeaderOptions): string {
  const script = ["'self'", ...options.scriptHashes, ...(options.analytics ? [GOOGLE_TAG] : [])]
  const connect = [
    "'self'",
    ...(options.analytics ? GOOGLE_COLLECT : []),
    ...(options.algoliaAppId ? algoliaHosts(options.algoliaAppId) : []),
  ]
  const img = ["'self'", 'data:', ...(options.analytics ? GOOGLE_COLLECT : [])]
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['connect-src', connect],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    // The run frame (src/run/frame.ts): a page of this site, framed by this site, whose worker is a blob.
    ['worker-src', ["'self'", 'blob:']],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/**
 * Sent with every response, over HTTP and HTTPS. No Cross-Origin-Opener-Policy: it made Chromium
 * give each page a new renderer process, which Lighthouse counts as 150–300 ms of blocking time
 * on every page, and a site without sign-in or cross-window messages gains nothing from it
 * (README, Deploying).
 */
export function securityHeaders(options: HeaderOptions): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
  ]
}

/** Sent only over HTTPS (browsers ignore it over HTTP, and it must not reach a plain-HTTP host). */
export const HTTPS_ONLY_HEADERS: Header[] = [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']]

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * Files whose names change with their content, cached for a year: Gatsby's static/ folder and
 * bundles named `<name>-<16+ hex digits>.js|css` in any folder (Gatsby's at the top, the run
 * frame's in run/). The pattern is matched against the path below the site root (no leading
 * slash); nginx uses it with a leading slash.
 */
export const STATIC_DIR = 'static'
export const HASHED_ASSET_SOURCE = `(${STATIC_DIR}/.+|([^/]+/)*[^/]+-[0-9a-f]{16,}\\.(js|css))`
const HASHED_ASSET = new RegExp(`^${HASHED_ASSET_SOURCE}$`)

export function isHashedAsset(relativePath: string): boolean {
  return HASHED_ASSET.test(relativePath)
}

/** The rule-block name of the file that holds the headers for every path. */
export const ALL_PATHS = '/*'

/**
 * public/_headers in the format Netlify and Cloudflare Pages read: a path pattern at the start
 * of a line, its headers indented below. The CDN serves HTTPS, so HSTS is in the `/*` block.
 */
export function renderHeadersFile(options: HeaderOptions, hashedFiles: string[], prefix = '/'): string {
  const base = prefix === '/' ? '' : prefix
  const block = (path: string, headers: Header[]) => `${path}\n${headers.map(([n, v]) => `  ${n}: ${v}`).join('\n')}\n`
  return [
    '# Generated by the build from src/server/headers.ts: response headers for this build (edit that module, not this file).',
    block(`${base}${ALL_PATHS}`, [...securityHeaders(options), ...HTTPS_ONLY_HEADERS]),
    block(`${base}/${STATIC_DIR}/*`, [['Cache-Control', CACHE_IMMUTABLE]]),
    ...hashedFiles.map((file) => block(`${base}/${file}`, [['Cache-Control', CACHE_IMMUTABLE]])),
  ].join('\n')
}

/** Reads the first block of a _headers file back, the one for every path (npm start's server sends exactly what it says). */
export function parseHeadersFile(text: string, file = '_headers'): Header[] {
  const headers: Header[] = []
  let block = 0
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      block++
      if (block === 1 && !line.trim().endsWith(ALL_PATHS))
        throw new Error(
          `${file}, line ${index + 1}: the first block must be the one for every path (…${ALL_PATHS}), found "${line.trim()}"`,
        )
      continue
    }
    if (block !== 1) continue
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line)
    if (!match) throw new Error(`${file}, line ${index + 1}: expected "  Header-Name: value", found "${line.trim()}"`)
    headers.push([match[1], match[2]])
  }
  if (headers.length === 0) throw new Error(`${file} has no headers for ${ALL_PATHS}: rebuild the site (npm run build).`)
  return headers
}

/**
 * The per-build nginx directives deploy/nginx.conf includes in its HTTPS server block: the
 * headers on every response (`always`: error pages too), the content types (src/server/contentTypes.ts)
 * and which of them nginx may gzip on the fly when no precompressed twin exists.
 */
export function renderNginxInclude(options: HeaderOptions): string {
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  const types = new Map<string, string[]>()
  for (const [ext, { type }] of Object.entries(CONTENT_TYPES)) {
    const mime = type.split(';')[0].trim()
    types.set(mime, [...(types.get(mime) ?? []), ext.slice(1)])
  }
  const compressible = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((t) => t.compress)
        .map((t) => t.type.split(';')[0].trim()),
    ),
  ].filter((t) => t !== 'text/html')
  return [
    '# Generated by the build (src/server/headers.ts, src/server/contentTypes.ts); included by deploy/nginx.conf.',
    ...[...securityHeaders(options), ...HTTPS_ONLY_HEADERS].map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'types {',
    ...[...types.entries()].map(([mime, exts]) => `  ${mime} ${exts.join(' ')};`),
    '}',
    `default_type ${DEFAULT_CONTENT_TYPE};`,
    'charset utf-8;',
    `charset_types ${[
      ...new Set(
        Object.values(CONTENT_TYPES)
          .filter((t) => /charset=utf-8/.test(t.type))
          .map((t) => t.type.split(';')[0].trim()),
      ),
    ].join(' ')};`,
    `gzip_types ${compressible.join(' ')};`,
    '',
  ].join('\n')
}

export const HTTPS_ONLY_NAMES = new Set(HTTPS_ONLY_HEADERS.map(([name]) => name.toLowerCase()))
