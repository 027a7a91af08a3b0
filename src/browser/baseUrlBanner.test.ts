import { BANNER_CONTENT_ID, SUGGESTION_ATTRIBUTE, baseUrlBannerApplies, baseUrlBannerScript } from './baseUrlBanner'
import { SITE_STARTED_FLAG } from './siteStarted'
import { RUNTIME_DATA_ID } from '../runtimeStart/switch'
import { INDEX_HTML_SUFFIX, normalizeBaseUrl } from '../config/urls'

describe('base-URL banner', () => {
  it('is rendered only into the page whose path is the base URL, and only when enabled', () => {
    expect(baseUrlBannerApplies('/', { baseUrl: '/', baseUrlBanner: true })).toBe(true)
    expect(baseUrlBannerApplies('/', { baseUrl: '/toolkit', baseUrlBanner: true })).toBe(true)
    expect(baseUrlBannerApplies('/', { baseUrl: '/', baseUrlBanner: false })).toBe(false)
    expect(baseUrlBannerApplies('/api/createSlice', { baseUrl: '/', baseUrlBanner: true })).toBe(false)
    expect(baseUrlBannerApplies('/404.html', { baseUrl: '/', baseUrlBanner: true })).toBe(false)
    expect(baseUrlBannerApplies('/toolkit', { baseUrl: '/', baseUrlBanner: true })).toBe(false)
  })

  type Runtime = 'started' | 'none' | { head: { status: number; type: string } | 'network error' }

  /**
   * Runs the inline script against a minimal window/document and fires "load". `runtime`: the
   * site's JavaScript already started; no script list in the page (gatsby develop); or a built
   * page whose first script answers the HEAD request as given.
   */
  async function run(pathname: string, runtime: Runtime) {
    let onLoad: (() => void) | undefined
    const suggestion = { textContent: '' }
    const content = { hidden: true, querySelector: (selector: string) => (selector === `[${SUGGESTION_ATTRIBUTE}]` ? suggestion : null) }
    const data = { textContent: JSON.stringify(['/webpack-runtime-1.js', '/app-2.js']) }
    const window: Record<string, unknown> = {
      addEventListener: (type: string, listener: () => void) => type === 'load' && (onLoad = listener),
      ...(runtime === 'started' ? { [SITE_STARTED_FLAG]: true } : {}),
    }
    const document = {
      getElementById: (id: string) =>
        id === BANNER_CONTENT_ID ? content : id === RUNTIME_DATA_ID && typeof runtime === 'object' ? data : null,
    }
    const asked: Array<[string, unknown]> = []
    const fetch = (url: string, init: unknown) => {
      asked.push([url, init])
      if (typeof runtime !== 'object') throw new Error('no request expected')
      const head = runtime.head
      if (head === 'network error') return Promise.reject(new TypeError('Failed to fetch'))
      return Promise.resolve({ ok: head.status < 400, headers: { get: () => head.type } })
    }
    new Function('window', 'document', 'location', 'fetch', baseUrlBannerScript())(window, document, { pathname }, fetch)
    onLoad?.()
    // The check runs in a task of its own, not inside the load event's.
    const duringLoad = { shown: !content.hidden, asked: asked.length }
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(duringLoad).toEqual({ shown: false, asked: 0 })
    return { shown: !content.hidden, suggestion: suggestion.textContent, asked }
  }

  const broken: Runtime = { head: { status: 404, type: 'text/plain' } }

  it('shows the banner after load when the scripts cannot load, suggesting the current path', async () => {
    expect(await run('/', broken)).toMatchObject({ shown: true, suggestion: '/' })
    expect(await run('/docs/', broken)).toMatchObject({ shown: true, suggestion: '/docs' })
    expect(await run('/docs/index.html', broken)).toMatchObject({ shown: true, suggestion: '/docs' })
    expect(await run('/a/b//', broken)).toMatchObject({ shown: true, suggestion: '/a/b' })
  })

  it('suggests what normalizeBaseUrl makes of the path without index.html (the script keeps its own copy of the rule)', async () => {
    // Paths as location.pathname gives them: from "/", percent-encoded.
    for (const pathname of ['/', '/docs/', '/docs/index.html', '/a/b//', '/x%20y/', '/index.html', '/index.html/'])
      expect((await run(pathname, broken)).suggestion).toBe(normalizeBaseUrl(pathname.replace(INDEX_HTML_SUFFIX, '')))
  })

  it('asks for the first runtime script with a HEAD request; an HTML fallback or a network error also counts as broken', async () => {
    const fine = await run('/', { head: { status: 200, type: 'application/javascript; charset=utf-8' } })
    expect(fine).toEqual({ shown: false, suggestion: '', asked: [['/webpack-runtime-1.js', { method: 'HEAD' }]] })
    expect(await run('/', { head: { status: 200, type: 'text/html' } })).toMatchObject({ shown: true })
    expect(await run('/', { head: 'network error' })).toMatchObject({ shown: true })
  })

  it('stays empty when the JavaScript started, and shows when it did not and there is no script list to check', async () => {
    expect(await run('/', 'started')).toEqual({ shown: false, suggestion: '', asked: [] })
    expect(await run('/', 'none')).toMatchObject({ shown: true, asked: [] })
  })
})
