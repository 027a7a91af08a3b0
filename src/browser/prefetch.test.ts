import type { PublicLoader } from './gatsbyLoader'
import type { PrefetchPolicy } from './connection'
import { applyPrefetchRules, preload, reportFailedPrefetch, warnOnFailedPrefetchLinks } from './prefetch'
import { pageDataFailureMessage, type LoadResult } from './navigation'

function fakeLoader(result: () => Promise<LoadResult>) {
  const calls: string[] = []
  const loader: PublicLoader = {
    loadPage: (path) => {
      calls.push(`load ${path}`)
      return result()
    },
    hovering: (path) => calls.push(`gatsby hovering ${path}`),
    enqueue: (path) => {
      calls.push(`enqueue ${path}`)
      return { then: (resolve) => resolve(true), abort: () => {} }
    },
  }
  return { loader, calls }
}

describe('prefetch rules', () => {
  const policies: Record<string, PrefetchPolicy> = {
    normal: { inView: true, onHover: true },
    twoGOrSaveData: { inView: false, onHover: true },
    twoGAndSaveData: { inView: false, onHover: false },
  }

  it('follows the policy for in-view prefetch and hover preload', async () => {
    for (const [name, policy] of Object.entries(policies)) {
      const { loader, calls } = fakeLoader(() => Promise.resolve({ page: {} }))
      applyPrefetchRules(
        loader,
        () => policy,
        () => {},
      )
      const prefetched = await new Promise((resolve) => loader.enqueue('/a').then(resolve))
      loader.hovering('/b')
      expect({ name, calls, prefetched }).toEqual({
        name,
        calls: [...(policy.inView ? ['enqueue /a'] : []), ...(policy.onHover ? ['load /b'] : [])],
        prefetched: policy.inView,
      })
    }
  })

  it('logs a warning for a failed preload and never rejects', async () => {
    const warnings: Array<[string, Error]> = []
    const warn = (message: string, error: Error) => warnings.push([message, error])
    const failing = fakeLoader(() => Promise.resolve({ status: 'error' }))
    await expect(preload(failing.loader, '/api/createSlice?x=1', warn)).resolves.toBeUndefined()
    const rejecting = fakeLoader(() => Promise.reject(new Error('offline')))
    await expect(preload(rejecting.loader, '/b', warn)).resolves.toBeUndefined()
    const throwing: PublicLoader = {
      ...failing.loader,
      loadPage: () => {
        throw new URIError('URI malformed')
      },
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
    await preload(fakeLoader(() => Promise.resolve({ page: {} })).loader, '/a', warn)
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
        target: { tagName, href: 'http://x/page-data/a/page-data.json', relList: { contains: (token: string) => rel.split(' ').includes(token) } },
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
