import { jest } from '@jest/globals'
import type { PrefetchPolicy } from '../browser/connection'
import { preload, preloadOnHover, reportFailedPrefetch, warnOnFailedPrefetchLinks } from './prefetch'
import { pageDataFailureMessage, type LoadResult } from './navigation'

/** A document with one listener slot per event type; `hover(route)` enters a link to that route (null: not a site link). */
function fakeDocument() {
  const listeners = new Map<string, (event: Event) => void>()
  const doc = {
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  } as unknown as Pick<Document, 'addEventListener' | 'removeEventListener'>
  const hover = (route: string | null) => listeners.get('mouseover')?.({ route } as unknown as Event)
  const routeOf = (event: Event) => (event as unknown as { route: string | null }).route
  return { doc, listeners, hover, routeOf }
}

describe('hover preload', () => {
  const policies: Record<string, PrefetchPolicy> = {
    normal: { inView: true, onHover: true },
    twoGOrSaveData: { inView: false, onHover: true },
    twoGAndSaveData: { inView: false, onHover: false },
  }

  it('preloads the page behind a link to a site page by the policy, without index.html and hash', () => {
    for (const [name, policy] of Object.entries(policies)) {
      const loads: string[] = []
      const { doc, hover, routeOf } = fakeDocument()
      preloadOnHover((path) => (loads.push(path), Promise.resolve({ page: {} })), { policy: () => policy, warn: () => {}, doc, routeOf })
      hover('/api/createSlice/index.html?x=1#options')
      hover(null)
      expect({ name, loads }).toEqual({ name, loads: policy.onHover ? ['/api/createSlice?x=1'] : [] })
    }
  })

  it('stops listening when asked', () => {
    const { doc, listeners } = fakeDocument()
    const stop = preloadOnHover(() => Promise.resolve({ page: {} }), { doc })
    expect(listeners.has('mouseover')).toBe(true)
    stop()
    expect(listeners.has('mouseover')).toBe(false)
  })

  it('logs a warning for a failed preload and never rejects', async () => {
    const warnings: Array<[string, Error]> = []
    const warn = (message: string, error: Error) => warnings.push([message, error])
    await expect(preload(() => Promise.resolve({ status: 'error' }), '/api/createSlice?x=1', warn)).resolves.toBeUndefined()
    await expect(preload(() => Promise.reject(new Error('offline')), '/b', warn)).resolves.toBeUndefined()
    const throwing = (): Promise<LoadResult> => {
      throw new URIError('URI malformed')
    }
    await expect(preload(throwing, '/c', warn)).resolves.toBeUndefined()
    expect(warnings.map(([message, error]) => [message, error.message])).toEqual([
      ['Preloading /api/createSlice failed:', pageDataFailureMessage('/api/createSlice')],
      ['Preloading /b failed:', 'offline'],
      ['Preloading /c failed:', 'URI malformed'],
    ])
  })

  it('stays quiet when a preload succeeds', async () => {
    const warn = jest.fn()
    await preload(() => Promise.resolve({ page: {} }), '/a', warn)
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('failed prefetch reports', () => {
  it('warns for a prefetch whose page data failed', () => {
    const warn = jest.fn()
    reportFailedPrefetch('/api/createSlice', warn)
    expect(warn).toHaveBeenCalledWith('Prefetching /api/createSlice failed:', new Error(pageDataFailureMessage('/api/createSlice')))
  })

  it('warns for a failed <link rel="prefetch"> and ignores other resource errors', () => {
    let listener: ((event: Event) => void) | undefined
    let capture: unknown
    const doc = {
      addEventListener: (type: string, l: (event: Event) => void, c: unknown) => {
        if (type === 'error') [listener, capture] = [l, c]
      },
      removeEventListener: () => (listener = undefined),
    } as unknown as Pick<Document, 'addEventListener' | 'removeEventListener'>
    const warn = jest.fn()
    const stop = warnOnFailedPrefetchLinks(doc, warn)
    expect(capture).toBe(true) // resource errors do not bubble: only a capturing listener sees them
    const link = (rel: string, tagName = 'LINK') =>
      ({
        target: {
          tagName,
          href: 'http://x/page-data/a/page-data.json',
          relList: { contains: (token: string) => rel.split(' ').includes(token) },
        },
      }) as unknown as Event
    listener!(link('prefetch'))
    listener!(link('stylesheet'))
    listener!(link('prefetch', 'IMG'))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toBe('Prefetching http://x/page-data/a/page-data.json failed:')
    stop()
    expect(listener).toBeUndefined()
  })
})
