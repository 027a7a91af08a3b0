import {
  contentSecurityPolicy,
  isHashedAsset,
  parseHeadersFile,
  renderHeadersFile,
  renderNginxInclude,
  securityHeaders,
  HTTPS_ONLY_HEADERS,
  HASHED_ASSET_SOURCE,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
} from './headers'
import { readFileSync } from 'fs'
import path from 'path'
import { CONTENT_TYPES } from './contentTypes'

const HASH = "'sha256-abc='"
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the listed hashes only, with the framing, object and base rules', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [HASH], analytics: false })
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${HASH}`)
    expect(csp).not.toMatch(/unsafe-eval|googletagmanager|algolia/)
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
    for (const rule of ["frame-ancestors 'self'", "worker-src 'self' blob:", "object-src 'none'", "base-uri 'self'"])
      expect(csp.split('; ')).toContain(rule)
  })
  it('adds Google tag and Algolia origins only when they are configured', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [HASH], analytics: true, algoliaAppId: 'APP1' })
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${HASH} https://www.googletagmanager.com`)
    expect(directive(csp, 'connect-src')).toContain('https://app1-dsn.algolia.net')
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com')
    expect(directive(csp, 'script-src')).not.toMatch(/algolia|unsafe/)
  })
})

describe('securityHeaders', () => {
  it('sends no Cross-Origin-Opener-Policy (it costs every page a new renderer process; see its comment)', () => {
    const names = securityHeaders({ scriptHashes: [HASH], analytics: false }).map(([name]) => name.toLowerCase())
    expect(names).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'permissions-policy']))
    expect(names).not.toContain('cross-origin-opener-policy')
  })
})

describe('header files', () => {
  const options = { scriptHashes: [HASH], analytics: false }
  it('_headers reads back to the header set, HSTS included (CDNs serve HTTPS)', () => {
    const text = renderHeadersFile(options, ['app-0123456789abcdef0123.js'])
    expect(parseHeadersFile(text)).toEqual([...securityHeaders(options), ...HTTPS_ONLY_HEADERS])
    expect(text).toContain('/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable')
  })
  it('_headers under a path prefix starts with the prefix block', () => {
    expect(renderHeadersFile(options, [], '/docs').split('\n')[1]).toBe('/docs/*')
  })
  it('names the file and line of a malformed _headers', () => {
    expect(() => parseHeadersFile('/*\n  not a header\n', 'public/_headers')).toThrow(
      'public/_headers, line 2: expected "  Header-Name: value"',
    )
    expect(() => parseHeadersFile('/favicon.svg\n  Cache-Control: x\n', 'public/_headers')).toThrow(
      'the first block must be the one for every path',
    )
  })
  it('the nginx include sends every header always and maps every content type', () => {
    const text = renderNginxInclude(options)
    for (const [name] of [...securityHeaders(options), ...HTTPS_ONLY_HEADERS])
      expect(text).toMatch(new RegExp(`^add_header ${name} ".*" always;$`, 'm'))
    for (const ext of Object.keys(CONTENT_TYPES)) expect(text).toMatch(new RegExp(`^  \\S+ .*\\b${ext.slice(1)}\\b.*;$`, 'm'))
  })
})

describe('deploy/nginx.conf', () => {
  it('caches with the same rule and values as the header set (its map is written by hand, so it is checked here)', () => {
    const conf = readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')
    const map = /map \$uri \$rtk_docs_cache_control \{\n\s*"~(.+)" "(.+)";\n\s*default "(.+)";\n\}/.exec(conf)
    expect(map?.slice(1)).toEqual([`^/${HASHED_ASSET_SOURCE}$`, CACHE_IMMUTABLE, CACHE_REVALIDATE])
  })
})

describe('isHashedAsset', () => {
  it('matches Gatsby static files and content-hashed bundles only', () => {
    expect(isHashedAsset('static/docsearch-1/modal.css')).toBe(true)
    expect(isHashedAsset('app-e76aa4418fc04ea4b0c8.js')).toBe(true)
    expect(isHashedAsset('run/pkg-reduxjs-toolkit-d3b412b84175dfb495ee.js')).toBe(true)
    expect(isHashedAsset('run/frame.html')).toBe(false)
    expect(isHashedAsset('run/pages/api/createSlice.json')).toBe(false)
    expect(isHashedAsset('api/createSlice-guide.js')).toBe(false)
    expect(isHashedAsset('favicon.svg')).toBe(false)
    expect(isHashedAsset('api/createSlice/index.html')).toBe(false)
    expect(isHashedAsset('page-data/app-data.json')).toBe(false)
  })
})
