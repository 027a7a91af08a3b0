import { prefetchPolicy } from './connection'

describe('prefetch policy', () => {
  it('prefetches in view and on hover on a normal connection, or when the API is missing', () => {
    expect(prefetchPolicy({ effectiveType: '4g', saveData: false })).toEqual({ inView: true, onHover: true })
    expect(prefetchPolicy(undefined)).toEqual({ inView: true, onHover: true })
    expect(prefetchPolicy({})).toEqual({ inView: true, onHover: true })
  })

  it('fetches nothing before a click on 2g with data saver on', () => {
    expect(prefetchPolicy({ effectiveType: '2g', saveData: true })).toEqual({ inView: false, onHover: false })
    expect(prefetchPolicy({ effectiveType: 'slow-2g', saveData: true })).toEqual({ inView: false, onHover: false })
  })

  it('on 2g alone or data saver alone, keeps hover preloads but skips in-view prefetch', () => {
    expect(prefetchPolicy({ effectiveType: '2g', saveData: false })).toEqual({ inView: false, onHover: true })
    expect(prefetchPolicy({ effectiveType: '3g', saveData: true })).toEqual({ inView: false, onHover: true })
  })

  it('counts slow-2g as 2g and 3g/4g as not', () => {
    expect(prefetchPolicy({ effectiveType: 'slow-2g' }).inView).toBe(false)
    expect(prefetchPolicy({ effectiveType: '3g' }).inView).toBe(true)
    expect(prefetchPolicy({ effectiveType: '4g' }).inView).toBe(true)
  })
})
