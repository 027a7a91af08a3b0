import { jest } from '@jest/globals'
import { LAZY_LOAD_DELAY_MS } from '../config/constants'
import { createLoadingStates, loadFailure, pageDataFailureMessage, type LoadingStatesDeps } from './navigation'
import type { PageLoadState } from './pageLoadState'

function setup() {
  const states: PageLoadState[] = []
  const events: string[] = []
  const warnings: Array<[string, Error]> = []
  let key = 'key-1'
  const deps: LoadingStatesDeps = {
    navigate: (to, options) => events.push(`navigate ${to} ${JSON.stringify(options ?? {})}`),
    currentLocationKey: () => key,
    progress: { start: () => events.push('progress start'), done: () => events.push('progress done') },
    setState: (state) => states.push(state),
    warn: (message, error) => warnings.push([message, error]),
  }
  const loading = createLoadingStates(deps)
  const last = () => states[states.length - 1]
  return { loading, states, events, warnings, last, moveTo: (next: string) => (key = next) }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('loading states of a navigation', () => {
  it('shows nothing for a page shown before the lazy-load delay', async () => {
    const t = setup()
    t.loading.started('/api/createSlice', { replace: false })
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS - 1)
    t.loading.routeUpdated()
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS * 10)
    expect(t.states).toEqual([{ phase: 'idle' }])
    expect(t.events).toEqual([])
  })

  it('shows the spinner after the lazy-load delay, the bar when Gatsby reports the delay, and ends both when the page shows', async () => {
    const t = setup()
    t.loading.started('/api/createSlice')
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS - 1)
    expect(t.states).toEqual([])
    await jest.advanceTimersByTimeAsync(1)
    expect(t.last()).toEqual({ phase: 'loading', fromKey: 'key-1', target: '/api/createSlice' })
    expect(t.events).toEqual([])
    t.loading.delayed()
    expect(t.events).toEqual(['progress start'])
    t.moveTo('key-2')
    t.loading.routeUpdated()
    expect(t.events).toEqual(['progress start', 'progress done'])
    expect(t.last()).toEqual({ phase: 'idle' })
  })

  it('ends the pending navigation when the reader goes back or forward before it renders (a POP), not on a PUSH', async () => {
    const t = setup()
    t.loading.started('/api/createSlice')
    t.loading.historyChanged('PUSH')
    t.loading.delayed()
    t.loading.historyChanged('POP')
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS * 10)
    expect(t.states).toEqual([{ phase: 'idle' }])
    expect(t.events).toEqual(['progress start', 'progress done'])
  })

  it("shows a failed load's error, logs a warning and stops the bar; no timer fires later", async () => {
    const t = setup()
    t.loading.started('/api/createSlice')
    t.loading.delayed()
    t.loading.failed('/api/createSlice', undefined)
    expect(t.last()).toEqual({
      phase: 'failed',
      fromKey: 'key-1',
      target: '/api/createSlice',
      message: pageDataFailureMessage('/api/createSlice'),
    })
    expect(t.events).toEqual(['progress start', 'progress done'])
    expect(t.warnings.map(([message]) => message)).toEqual(['Loading /api/createSlice failed:'])
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS * 10)
    t.loading.delayed()
    expect(t.states).toHaveLength(1)
    expect(t.events).toEqual(['progress start', 'progress done'])
  })

  it("uses the loader's error message when there is one", () => {
    const t = setup()
    t.loading.started('/a')
    t.loading.failed('/a', new Error('Loading chunk 42 failed.'))
    expect(t.last()).toMatchObject({ phase: 'failed', message: 'Loading chunk 42 failed.' })
    t.loading.started('/b')
    t.loading.failed('/b', 'network down')
    expect(t.last()).toMatchObject({ phase: 'failed', target: '/b', message: 'network down' })
  })

  it('Retry navigates again with the same options, shows the spinner at once and keeps the page it started from', () => {
    const t = setup()
    t.loading.started('/api/createSlice', { replace: true })
    t.loading.failed('/api/createSlice', undefined)
    t.loading.retry()
    expect(t.events).toEqual(['navigate /api/createSlice {"replace":true}'])
    t.moveTo('key-other')
    t.loading.started('/api/createSlice', { replace: true })
    expect(t.last()).toEqual({ phase: 'loading', fromKey: 'key-1', target: '/api/createSlice' })
    t.loading.failed('/api/createSlice', new Error('still down'))
    expect(t.last()).toMatchObject({ phase: 'failed', fromKey: 'key-1', message: 'still down' })
  })

  it('Retry does nothing unless the last navigation failed', () => {
    const t = setup()
    t.loading.retry()
    t.loading.started('/a')
    t.loading.retry()
    expect(t.events).toEqual([])
  })

  it('a later navigation supersedes a pending one, and a running bar carries on for it', async () => {
    const t = setup()
    t.loading.started('/slow')
    t.loading.delayed()
    t.loading.started('/fast')
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS)
    expect(t.last()).toEqual({ phase: 'loading', fromKey: 'key-1', target: '/fast' })
    t.loading.delayed()
    expect(t.events).toEqual(['progress start'])
    t.loading.routeUpdated()
    expect(t.events).toEqual(['progress start', 'progress done'])
  })

  it('a route update (back/forward) ends the pending navigation before its spinner shows', async () => {
    const t = setup()
    t.loading.started('/slow')
    t.loading.routeUpdated()
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS * 10)
    t.loading.delayed()
    expect(t.states).toEqual([{ phase: 'idle' }])
    expect(t.events).toEqual([])
  })

  it('names the target without a trailing index.html, with search and hash', async () => {
    const t = setup()
    t.loading.started('/api/createSlice/index.html?x=1#options')
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS)
    expect(t.last()).toMatchObject({ target: '/api/createSlice?x=1#options' })
    t.loading.failed('/api/createSlice/index.html?x=1#options', undefined)
    expect(t.last()).toMatchObject({ message: pageDataFailureMessage('/api/createSlice') })
  })
})

describe('loadFailure', () => {
  it('accepts page resources and rejects everything else', () => {
    expect(loadFailure({ page: {} }, '/a')).toBeNull()
    expect(loadFailure(undefined, '/a')?.message).toBe(pageDataFailureMessage('/a'))
    expect(loadFailure({ status: 'error', page: {} }, '/a')).toBeInstanceOf(Error)
    expect(loadFailure({ status: 'error', error: 'text' }, '/a')?.message).toBe('text')
  })
})
