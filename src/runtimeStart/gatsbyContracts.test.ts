/**
 * Every behaviour of Gatsby that the deferred start (this folder) and the browser tests rely on,
 * checked against the installed Gatsby and its analytics plugin. On an upgrade that changes one,
 * the failing test's name says which contract moved and what depends on it.
 */
import { readFileSync } from 'fs'
import { createRequire } from 'module'
import { dirname, join } from 'path'
import { deferRuntimeScripts } from './deferScripts'
import { RUNTIME_DATA_ID } from './switch'
import { FIRST_PAGE_VIEW_KEY } from './starter'
import { dropFirstPluginPageView } from './replay'
import { GATSBY_PREFETCH_BATCH_DELAY_MS, pageDataPath } from './gatsbyFacts'
import { withoutPagePath } from '../build/sameInlineScripts'

const root = join(import.meta.dirname, '..', '..')
const require = createRequire(join(root, 'package.json'))
const gatsbyDir = dirname(require.resolve('gatsby/package.json'))
const gatsbySource = (file: string) => readFileSync(join(gatsbyDir, file), 'utf8')

/** The one template literal in `source` that matches `pattern`, or a failure naming the contract. */
function template(source: string, pattern: RegExp, contract: string): string {
  const found = source.match(pattern)
  if (!found) throw new Error(`Gatsby no longer has ${contract}`)
  return found[0]
}

describe('contracts with the installed Gatsby', () => {
  it('script markup: Gatsby writes each runtime file as <script src async> in the _gatsby-scripts slice, the markup deferScripts.ts rewrites', () => {
    const extractor = gatsbySource('dist/utils/gatsby-webpack-stats-extractor.js')
    const tag = template(
      extractor,
      /`<script src="\$\{this\.publicPath\}\/\$\{asset\}" async><\/script>`/,
      'the runtime script tag template',
    )
    expect(extractor).toContain('`_gatsby-scripts-1.html`')
    // The tag as Gatsby writes it, for two files, inside the slice as a built page has it.
    const tags = ['webpack-runtime-1a.js', 'app-2b.js'].map((asset) =>
      tag.slice(1, -1).replace('${this.publicPath}', '').replace('${asset}', asset),
    )
    const page = `<body><!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="1";</script>${tags.join('')}<!-- slice-end id="_gatsby-scripts-1" --></body>`
    const deferred = deferRuntimeScripts(page, 'contract.html')
    expect(deferred).not.toMatch(/<script src=/)
    expect(deferred).toContain(`<script type="application/json" id="${RUNTIME_DATA_ID}">["/webpack-runtime-1a.js","/app-2b.js"]</script>`)
  })

  it('window.pagePath: written into the script-loader inline script in a form sameInlineScripts.ts removes, and read only to redirect to a canonical path', () => {
    const staticEntry = gatsbySource('cache-dir/static-entry.js')
    template(
      staticEntry,
      /window\.pagePath=\$\{JSON\.stringify\(\s*pagePath\s*\)\};/,
      'window.pagePath=${JSON.stringify(pagePath)}; in static-entry.js',
    )
    const written = `/*<![CDATA[*/window.pagePath=${JSON.stringify('/api/x')};window.___webpackCompilationHash="1";/*]]>*/`
    expect(withoutPagePath(written)).toBe('/*<![CDATA[*/window.___webpackCompilationHash="1";/*]]>*/')
    const app = gatsbySource('cache-dir/production-app.js')
    expect(app.match(/\bpagePath\b/g)?.length).toBeGreaterThan(0)
    // Its only use is guarded: without it, Gatsby skips the redirect instead of failing.
    expect(app).toMatch(/if \(\s*pagePath &&/)
  })

  it("analytics: gatsby-plugin-google-gtag sends a page view on every route update, the first load's included, which replay.ts drops when the starter sent it", async () => {
    const plugin = require('gatsby-plugin-google-gtag/gatsby-browser.js') as {
      onRouteUpdate: (args: { location: { pathname: string; search: string; hash: string } }, options: object) => unknown
    }
    const sent: unknown[][] = []
    const win = { gtag: (...args: unknown[]) => void sent.push(args), [FIRST_PAGE_VIEW_KEY]: true } as Record<string, unknown>
    const saved = {
      window: (globalThis as Record<string, unknown>).window,
      gtag: (globalThis as Record<string, unknown>).gtag,
      env: process.env.NODE_ENV,
    }
    Object.assign(globalThis, { window: win, gtag: win.gtag })
    process.env.NODE_ENV = 'production'
    try {
      dropFirstPluginPageView(win as unknown as Window & typeof globalThis)
      plugin.onRouteUpdate({ location: { pathname: '/api/createSlice', search: '', hash: '' } }, {})
      plugin.onRouteUpdate({ location: { pathname: '/api/createApi', search: '', hash: '#x' } }, {})
      await new Promise((resolve) => setTimeout(resolve, 200)) // the plugin waits 32 ms without requestAnimationFrame
    } finally {
      Object.assign(globalThis, { window: saved.window, gtag: saved.gtag })
      process.env.NODE_ENV = saved.env
    }
    expect(sent).toEqual([['event', 'page_view', { page_path: '/api/createApi#x' }]])
  })

  it('page data: the loader fetches /page-data/<route>/page-data.json, as pageDataPath (gatsbyFacts.ts) says', () => {
    const loader = gatsbySource('cache-dir/loader.js')
    const body = template(
      loader,
      /const stripSurroundingSlashes = [\s\S]*?\n}\n\nconst createPageDataUrl = [\s\S]*?\n}\n/,
      'createPageDataUrl in cache-dir/loader.js',
    )
    const createPageDataUrl = new Function('__PATH_PREFIX__', `${body}; return createPageDataUrl`)('') as (path: string) => string
    for (const route of ['/', '/api/createSlice', '/rtk-query/usage/queries/', '/search'])
      expect(createPageDataUrl(route)).toBe(pageDataPath(route))
  })

  it('prefetch batches: the loader waits GATSBY_PREFETCH_BATCH_DELAY_MS before each batch of in-view prefetches, as the browser tests assume', () => {
    const loader = gatsbySource('cache-dir/loader.js')
    const delays = [...loader.matchAll(/setTimeout\(\(\) => \{\s*this\._processNextPrefetchBatch\(\)\s*\}, (\d+)\)/g)].map((m) =>
      Number(m[1]),
    )
    expect(delays).toEqual([GATSBY_PREFETCH_BATCH_DELAY_MS, GATSBY_PREFETCH_BATCH_DELAY_MS])
  })
})
