import { BANNER_CONTENT_ID, SUGGESTION_ATTRIBUTE, baseUrlBannerApplies, baseUrlBannerScript } from './baseUrlBanner'
import { SITE_STARTED_FLAG } from './siteStarted'

describe('base-URL banner', () => {
  it('is rendered only into the page whose path is the base URL, and only when enabled', () => {
    expect(baseUrlBannerApplies('/', { baseUrl: '/', baseUrlBanner: true })).toBe(true)
    expect(baseUrlBannerApplies('/', { baseUrl: '/toolkit', baseUrlBanner: true })).toBe(true)
    expect(baseUrlBannerApplies('/', { baseUrl: '/', baseUrlBanner: false })).toBe(false)
    expect(baseUrlBannerApplies('/api/createSlice', { baseUrl: '/', baseUrlBanner: true })).toBe(false)
    expect(baseUrlBannerApplies('/404.html', { baseUrl: '/', baseUrlBanner: true })).toBe(false)
    expect(baseUrlBannerApplies('/toolkit', { baseUrl: '/', baseUrlBanner: true })).toBe(false)
  })

  /** Runs the inline script against a minimal window/document and fires "load". */
  function run(pathname: string, started: boolean) {
    let onLoad: (() => void) | undefined
    const suggestion = { textContent: '' }
    const content = { hidden: true, querySelector: (selector: string) => (selector === `[${SUGGESTION_ATTRIBUTE}]` ? suggestion : null) }
    const window: Record<string, unknown> = {
      addEventListener: (type: string, listener: () => void) => type === 'load' && (onLoad = listener),
      ...(started ? { [SITE_STARTED_FLAG]: true } : {}),
    }
    const document = { getElementById: (id: string) => (id === BANNER_CONTENT_ID ? content : null) }
    new Function('window', 'document', 'location', baseUrlBannerScript())(window, document, { pathname })
    onLoad?.()
    return { shown: !content.hidden, suggestion: suggestion.textContent }
  }

  it('shows the banner after load when the JavaScript did not start, suggesting the current path', () => {
    expect(run('/', false)).toEqual({ shown: true, suggestion: '/' })
    expect(run('/docs/', false)).toEqual({ shown: true, suggestion: '/docs' })
    expect(run('/docs/index.html', false)).toEqual({ shown: true, suggestion: '/docs' })
    expect(run('/a/b//', false)).toEqual({ shown: true, suggestion: '/a/b' })
  })

  it('stays empty when the JavaScript started', () => {
    expect(run('/', true)).toEqual({ shown: false, suggestion: '' })
  })
})
