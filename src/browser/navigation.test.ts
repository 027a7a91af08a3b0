import { LAZY_LOAD_DELAY_MS, PROGRESS_BAR_DELAY_MS } from '../config/constants'
import { createNavigator, loadFailure, pageDataFailureMessage, type LoadResult, type NavigatorDeps } from './navigation'
import type { PageLoadState } from './pageLoadState'

interface Deferred {
  resolve(result: LoadResult): void
  reject(error: unknown): void
}

function setup() {
  const loads: Array<{ path: string } & Deferred> = []
  const states: PageLoadState[] = []
  const events: string[] = []
  const warnings: Array<[string, Error]> = []
  const deps: NavigatorDeps = {
    loadPage: (path) =>
      new Promise<LoadResult>((resolve, reject) => {
        loads.push({ path, resolve, reject })
      }),
    gatsbyNavigate: (to, options) => events.push(`navigate ${String(to)} ${JSON.stringify(options ?? {})}`),
    currentLocationKey: () => 'key-1',
    progress: { start: () => events.push('progress start'), done: () => events.push('progress done') },
    setState: (state) => states.push(state),
    warn: (message, error) => warnings.push([message, error]),
  }
  const navigator = createNavigator(deps)
  const last = () => states[states.length - 1]
  return { deps, navigator, loads, states, events, warnings, last }
}

const page = { page: { path: '/api/createSlice' } }
const flush = () => jest.advanceTimersByTimeAsync(0)

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('navigator', () => {
  it('hands a quickly loaded page to Gatsby without showing anything', async () => {
    const t = setup()
    t.navigator.navigate('/api/createSlice', { replace: false })
    expect(t.loads.map((l) => l.path)).toEqual(['/api/createSlice'])
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS - 1)
    t.loads[0].resolve(page)
    await flush()
    expect(t.events).toEqual(['navigate /api/createSlice {"replace":false}'])
    await jest.advanceTimersByTimeAsync(PROGRESS_BAR_DELAY_MS * 2)
    expect(t.states).toEqual([])
    expect(t.events).toEqual(['navigate /api/createSlice {"replace":false}'])
  })

  it('shows the spinner after the lazy-load delay and the progress bar after its delay', async () => {
    const t = setup()
    t.navigator.navigate('/api/createSlice')
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS - 1)
    expect(t.states).toEqual([])
    await jest.advanceTimersByTimeAsync(1)
    expect(t.last()).toEqual({ phase: 'loading', fromKey: 'key-1', target: '/api/createSlice' })
    await jest.advanceTimersByTimeAsync(PROGRESS_BAR_DELAY_MS - LAZY_LOAD_DELAY_MS - 1)
    expect(t.events).toEqual([])
    await jest.advanceTimersByTimeAsync(1)
    expect(t.events).toEqual(['progress start'])
    t.loads[0].resolve(page)
    await flush()
    expect(t.events).toEqual(['progress start', 'navigate /api/createSlice {}'])
    t.navigator.routeUpdated()
    expect(t.events).toEqual(['progress start', 'navigate /api/createSlice {}', 'progress done'])
    expect(t.last()).toEqual({ phase: 'idle' })
  })

  it('shows the error of a failed load, logs a warning and does not navigate', async () => {
    const t = setup()
    t.navigator.navigate('/api/createSlice')
    await jest.advanceTimersByTimeAsync(PROGRESS_BAR_DELAY_MS)
    t.loads[0].resolve({ status: 'error' })
    await flush()
    expect(t.last()).toEqual({ phase: 'failed', fromKey: 'key-1', target: '/api/createSlice', message: pageDataFailureMessage('/api/createSlice') })
    expect(t.events).toEqual(['progress start', 'progress done'])
    expect(t.warnings).toHaveLength(1)
    expect(t.warnings[0][0]).toMatch(/Loading \/api\/createSlice failed/)
    // Nothing fires later: the timers were cleared.
    await jest.advanceTimersByTimeAsync(PROGRESS_BAR_DELAY_MS * 3)
    expect(t.events).toEqual(['progress start', 'progress done'])
  })

  it("uses the loader's error message, and treats rejections and throws as failures", async () => {
    const t = setup()
    t.navigator.navigate('/a')
    t.loads[0].resolve({ status: 'error', error: new Error('Loading chunk 42 failed.') })
    await flush()
    expect(t.last()).toMatchObject({ phase: 'failed', message: 'Loading chunk 42 failed.' })

    t.navigator.navigate('/b')
    t.loads[1].reject(new Error('network down'))
    await flush()
    expect(t.last()).toMatchObject({ phase: 'failed', target: '/b', message: 'network down' })

    const throwing = createNavigator({
      ...t.deps,
      loadPage: () => {
        throw new URIError('URI malformed')
      },
    })
    throwing.navigate('/%E0%A4%A')
    await flush()
    expect(t.last()).toMatchObject({ phase: 'failed', message: 'URI malformed' })
  })

  it('Retry shows the spinner at once and loads again; success navigates, failure shows the error again', async () => {
    const t = setup()
    t.navigator.navigate('/api/createSlice')
    t.loads[0].resolve({ status: 'error' })
    await flush()
    t.navigator.retry()
    expect(t.last()).toEqual({ phase: 'loading', fromKey: 'key-1', target: '/api/createSlice' })
    expect(t.loads).toHaveLength(2)
    t.loads[1].resolve({ status: 'error', error: new Error('still down') })
    await flush()
    expect(t.last()).toMatchObject({ phase: 'failed', message: 'still down' })
    t.navigator.retry()
    t.loads[2].resolve(page)
    await flush()
    expect(t.events).toEqual(['navigate /api/createSlice {}'])
  })

  it('a later navigation supersedes a pending one', async () => {
    const t = setup()
    t.navigator.navigate('/slow')
    t.navigator.navigate('/fast')
    t.loads[1].resolve(page)
    await flush()
    t.loads[0].resolve(page)
    await flush()
    expect(t.events).toEqual(['navigate /fast {}'])
  })

  it('a route update (back/forward) ends the pending navigation', async () => {
    const t = setup()
    t.navigator.navigate('/slow')
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS)
    t.navigator.routeUpdated()
    expect(t.last()).toEqual({ phase: 'idle' })
    t.loads[0].resolve(page)
    await jest.advanceTimersByTimeAsync(PROGRESS_BAR_DELAY_MS)
    expect(t.events).toEqual([])
  })

  it('strips a trailing index.html and keeps search and hash', async () => {
    const t = setup()
    t.navigator.navigate('/api/createSlice/index.html?x=1#options')
    expect(t.loads[0].path).toBe('/api/createSlice?x=1')
    t.loads[0].resolve(page)
    await flush()
    expect(t.events).toEqual(['navigate /api/createSlice?x=1#options {}'])
  })

  it('passes history steps (numbers) straight to Gatsby', () => {
    const t = setup()
    t.navigator.navigate(-1)
    expect(t.events).toEqual(['navigate -1 {}'])
    expect(t.loads).toEqual([])
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
