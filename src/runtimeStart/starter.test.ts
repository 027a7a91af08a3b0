import {
  FIRST_PAGE_VIEW_KEY,
  PENDING_INPUT_KEY,
  REPLAYED_CLICKS,
  START_ON_PARAM_ATTRIBUTE,
  STARTER_OPTIONS,
  starterScript,
} from './starter'
import { ROOT_CREATED_FLAG, RUNTIME_DATA_ID } from './switch'
import { dropFirstPluginPageView, replayPendingInput } from './replay'
import { minifyScript } from '../page/build'

/**
 * The inline script runs here from its source text, as in the page, against a small window and
 * document (Node's EventTarget dispatches the events). The real browser runs it in
 * e2e/runtime-start.spec.ts.
 */
interface Added {
  tag: string
  src?: string
  href?: string
  rel?: string
  as?: string
}

function setUp({
  url = 'https://docs.test/api/createSlice',
  scripts = ['/webpack-runtime-1.js', '/app-2.js'] as string[] | null,
  marker = null as string | null,
  present = [] as string[],
  gtag = false,
  analytics = true,
} = {}) {
  const body: Added[] = []
  const head: Added[] = []
  const replaced: string[] = []
  const gtagCalls: unknown[][] = []
  const address = new URL(url)
  const idle: Array<() => void> = []
  const timers = new Map<number, { task: () => void; ms: number }>()
  let timerIds = 0
  const doc = Object.assign(new EventTarget(), {
    getElementById: (id: string) => (id === RUNTIME_DATA_ID && scripts ? { textContent: JSON.stringify(scripts) } : null),
    querySelector: (selector: string) =>
      selector === `[${START_ON_PARAM_ATTRIBUTE}]` && marker
        ? { getAttribute: () => marker }
        : present.some((src) => selector === `script[src="${src}"]`)
          ? {}
          : null,
    createElement: (tag: string) => ({ tag }) as Added,
    body: { appendChild: (element: Added) => body.push({ ...element }) },
    head: { appendChild: (element: Added) => head.push({ ...element }) },
  })
  const win = Object.assign(new EventTarget(), {
    document: doc,
    location: { pathname: address.pathname, search: address.search, hash: address.hash },
    history: { state: { key: 'k' }, replaceState: (_state: unknown, _title: string, to: string) => replaced.push(to) },
    requestIdleCallback: (task: () => void) => idle.push(task),
    setTimeout: (task: () => void, ms = 0) => {
      timers.set(++timerIds, { task, ms })
      return timerIds
    },
    clearTimeout: (id: number) => timers.delete(id),
    ...(gtag ? { gtag: (...args: unknown[]) => gtagCalls.push(args) } : {}),
  }) as unknown as EventTarget & Record<string, unknown>
  const listened: Array<{ type: string; options: unknown }> = []
  const listen = win.addEventListener.bind(win)
  win.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: unknown) => {
    listened.push({ type, options })
    listen(type, listener, options as AddEventListenerOptions)
  }
  // The text the pages carry (src/page/build.ts minifies it).
  new Function('window', minifyScript(starterScript(analytics)))(win)
  const fire = (target: EventTarget, type: string, props: Record<string, unknown> = {}) => {
    const { target: eventTarget, defaultPrevented, ...rest } = props
    const event = Object.assign(new Event(type, { cancelable: true }), rest)
    if (defaultPrevented) event.preventDefault()
    if (eventTarget !== undefined) Object.defineProperty(event, 'target', { value: eventTarget })
    target.dispatchEvent(event)
  }
  /** Timers of up to `ms` fire (none by default: only what waits for no time). */
  const due = (ms: number) => [...timers].filter(([, timer]) => timer.ms <= ms).forEach(([id, timer]) => (timers.delete(id), timer.task()))
  /** The browser has answered the event and is idle: idle tasks and timers of up to `ms` run, new ones too (not a clock). */
  const settle = (ms = 0) => {
    for (let round = 0; idle.length || [...timers.values()].some((timer) => timer.ms <= ms); round += 1) {
      if (round === 100) throw new Error('the starter keeps scheduling work')
      due(ms)
      idle.splice(0).forEach((task) => task())
    }
  }
  return { settle, win, doc, body, head, replaced, gtagCalls, fire, listened, pending: () => win[PENDING_INPUT_KEY] as unknown[] }
}

/** An element whose closest(REPLAYED_CLICKS) is itself when it is a button. */
const element = (isButton: boolean) => ({ closest: (selector: string) => (selector === REPLAYED_CLICKS && isButton ? 'self' : null) })

describe('the runtime starter', () => {
  it('adds or fetches no script until the reader shows intent (not even after the load event), then every runtime script once, in order', () => {
    const { win, doc, body, head, fire, settle } = setUp()
    fire(doc, 'DOMContentLoaded')
    fire(win, 'load')
    settle()
    expect([body, head]).toEqual([[], []])
    fire(win, 'pointermove')
    // Not while the event that showed intent is handled: once the browser is idle after it.
    expect(body).toEqual([])
    settle()
    expect(body).toEqual([
      { tag: 'script', src: '/webpack-runtime-1.js', async: true },
      { tag: 'script', src: '/app-2.js', async: true },
    ])
    fire(win, 'keydown', { key: 'Tab' })
    fire(win, 'wheel')
    settle()
    expect(body).toHaveLength(2)
  })

  it.each(['pointermove', 'wheel', 'keydown', 'focusin'])('starts on %s', (type) => {
    const { win, body, fire, settle } = setUp()
    fire(win, type, { key: 'Tab' })
    settle()
    expect(body).toHaveLength(2)
  })

  it.each(['pointerdown', 'touchstart'])(
    'starts on %s once the press has ended: its click, a scroll, or 300 ms after its release',
    (type) => {
      const press = (end: (t: ReturnType<typeof setUp>) => void, ms: number) => {
        const t = setUp()
        t.fire(t.win, type)
        // A tap leaves the browser idle between its touch events: nothing is added before it ends.
        t.settle(1000)
        expect(t.body).toEqual([])
        end(t)
        t.settle(ms)
        expect(t.body).toHaveLength(2)
        // Once: a later click, release or timer adds nothing more.
        ;['click', 'pointerup', 'pointercancel'].forEach((later) => t.fire(t.win, later))
        t.settle(1000)
        expect(t.body).toHaveLength(2)
        return t
      }
      press((t) => (t.fire(t.win, 'pointerup'), t.fire(t.win, 'click')), 0)
      press((t) => t.fire(t.win, 'pointercancel'), 0)
      press((t) => t.fire(t.win, 'touchcancel'), 0)
      const released = press((t) => {
        t.fire(t.win, type === 'touchstart' ? 'touchend' : 'pointerup')
        t.settle(299)
        expect(t.body).toEqual([])
      }, 300)
      expect(released.body).toHaveLength(2)
    },
  )

  it('never makes a touch, a press or the wheel wait for the page: its listeners for them are passive', () => {
    const { win, fire, listened } = setUp()
    fire(win, 'touchstart')
    const watched = listened.filter(({ type }) => /^(touch|pointer|wheel)/.test(type))
    expect(watched.map(({ type }) => type)).toEqual(expect.arrayContaining(['touchstart', 'touchend', 'touchcancel', 'pointerup', 'wheel']))
    expect(watched.filter(({ options }) => !(options as AddEventListenerOptions | undefined)?.passive)).toEqual([])
  })

  it('starts at once on a page that needs its scripts, even while a press waits', () => {
    const { win, doc, body, fire, settle } = setUp({ url: 'https://docs.test/search?q=slice', marker: 'q' })
    fire(win, 'pointerdown')
    fire(doc, 'DOMContentLoaded')
    expect(body).toHaveLength(2)
    fire(win, 'click')
    settle(1000)
    expect(body).toHaveLength(2)
  })

  it('adds no script the page already has (the search modal loaded the shared ones)', () => {
    const { win, body, fire, settle } = setUp({ present: ['/webpack-runtime-1.js'] })
    fire(win, 'pointermove')
    settle()
    expect(body).toEqual([{ tag: 'script', src: '/app-2.js', async: true }])
  })

  it('adds nothing where the page has no script list (gatsby develop keeps its own script tags)', () => {
    const { win, body, head, fire, settle } = setUp({ scripts: null })
    fire(win, 'pointermove')
    fire(win, 'load')
    settle()
    expect([body, head]).toEqual([[], []])
  })

  it("keeps clicks on React's controls until React has a root, and starts on them", () => {
    const { win, body, fire, pending, settle } = setUp()
    fire(win, 'click', { target: element(false) })
    expect(pending()).toEqual([])
    fire(win, 'click', { target: element(true) })
    settle()
    expect(body).toHaveLength(2)
    expect(pending()).toEqual([{ type: 'click', target: 'self' }])
    win[ROOT_CREATED_FLAG] = true
    fire(win, 'click', { target: element(true) })
    expect(pending()).toHaveLength(1)
  })

  it('is not started by search, which needs no runtime: input on a marked element, a modifier alone, or a key the page script took', () => {
    const { win, body, fire, settle } = setUp()
    const search = { closest: (selector: string) => (selector === STARTER_OPTIONS.noStart ? 'search' : null) }
    fire(win, 'pointermove', { target: search })
    fire(win, 'keydown', { key: 'a', target: search })
    settle()
    expect(body).toEqual([])
    fire(win, 'keydown', { key: 'Control', ctrlKey: true })
    fire(win, 'keydown', { key: 'k', ctrlKey: true, defaultPrevented: true })
    settle()
    expect(body).toEqual([])
    fire(win, 'pointermove', { target: element(false) })
    settle()
    expect(body).toHaveLength(2)
  })

  it('strips a trailing index.html from the address at once, keeping search and hash', () => {
    expect(setUp({ url: 'https://docs.test/api/createSlice/index.html?x=1#options' }).replaced).toEqual(['/api/createSlice?x=1#options'])
    expect(setUp({ url: 'https://docs.test/index.html' }).replaced).toEqual(['/'])
    expect(setUp({ url: 'https://docs.test/api/createSlice' }).replaced).toEqual([])
  })

  it("sends the first load's page view when the document is parsed, if analytics is on", () => {
    const { doc, win, gtagCalls, fire } = setUp({ gtag: true, url: 'https://docs.test/api/createSlice?a=1#x' })
    fire(doc, 'DOMContentLoaded')
    expect(gtagCalls).toEqual([['event', 'page_view', { page_path: '/api/createSlice?a=1#x' }]])
    expect(win[FIRST_PAGE_VIEW_KEY]).toBe(true)
    // The reader started the runtime before the document was parsed: Gatsby's plugin counts this load.
    const started = setUp({ gtag: true })
    started.fire(started.win, 'pointermove')
    started.settle()
    started.fire(started.doc, 'DOMContentLoaded')
    expect(started.gtagCalls).toEqual([])
    const optedOut = setUp({ gtag: false })
    optedOut.fire(optedOut.doc, 'DOMContentLoaded')
    expect(optedOut.win[FIRST_PAGE_VIEW_KEY]).toBeUndefined()
  })

  it('carries no analytics code in a build without analytics', () => {
    expect(starterScript(false)).not.toMatch(/gtag|page_view|dataLayer/)
    const { doc, gtagCalls, fire } = setUp({ gtag: true, analytics: false })
    fire(doc, 'DOMContentLoaded')
    expect(gtagCalls).toEqual([])
  })

  it('starts at load on a page whose marked element names a query parameter the address has', () => {
    const withQuery = setUp({ url: 'https://docs.test/search?q=slice', marker: 'q' })
    withQuery.fire(withQuery.doc, 'DOMContentLoaded')
    expect(withQuery.body).toHaveLength(2) // at once: the page needs its scripts to show anything
    const without = setUp({ url: 'https://docs.test/search', marker: 'q' })
    without.fire(without.doc, 'DOMContentLoaded')
    without.settle()
    expect(without.body).toHaveLength(0)
  })
})

describe("the runtime's side", () => {
  it('replays kept clicks on elements still in the page, once', () => {
    const clicked: string[] = []
    const button = { isConnected: true, click: () => clicked.push('button') }
    const gone = { isConnected: false, click: () => clicked.push('gone') }
    const win = {
      [PENDING_INPUT_KEY]: [
        { type: 'click', target: button },
        { type: 'click', target: gone },
      ],
    } as unknown as Window & typeof globalThis
    expect(replayPendingInput(win)).toBe(2)
    expect(clicked).toEqual(['button'])
    expect(replayPendingInput(win)).toBe(0)
  })

  it("drops the analytics plugin's page view for the first load only when the starter sent it", () => {
    const calls: unknown[][] = []
    const gtag = (...args: unknown[]) => void calls.push(args)
    const sent = { gtag, [FIRST_PAGE_VIEW_KEY]: true } as unknown as Window & typeof globalThis & { gtag?: typeof gtag }
    dropFirstPluginPageView(sent)
    sent.gtag!('config', 'G-1')
    sent.gtag!('event', 'page_view', { page_path: '/' })
    sent.gtag!('event', 'page_view', { page_path: '/api/createSlice' })
    expect(calls).toEqual([
      ['config', 'G-1'],
      ['event', 'page_view', { page_path: '/api/createSlice' }],
    ])
    const notSent = { gtag } as unknown as Window & typeof globalThis & { gtag?: typeof gtag }
    dropFirstPluginPageView(notSent)
    expect(notSent.gtag).toBe(gtag)
  })
})
