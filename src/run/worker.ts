/**
 * The run worker: made by the frame (frame.ts) for one run and terminated after it. It writes the
 * run's console calls back as lines, gives the sample files a CommonJS `require` as Node's check
 * lays them out (src/samples/run.ts), loads a package's bundle (build.ts) on its first import, and
 * ends when the sample's code has returned and no timer, interval or fetch of it is pending.
 */
import { assertionLine, formatArgs, LEVELS, uncaughtLine } from './format'
import { requireCandidates, RUN_NODE_ENV } from './packages'
import { RUN_GLOBAL, type WorkerEvent } from './protocol'

/** Package → its bundle's file name beside this script; written in by build.ts. */
declare const RUN_PACKAGE_FILES: Record<string, string>
declare function importScripts(...urls: string[]): void

type Module = { exports: unknown }
type FileFunction = (exports: unknown, require: (spec: string) => unknown, module: Module, filename: string, dirname: string) => unknown

const scope = self as unknown as Record<string, unknown>
const send = (event: WorkerEvent) => postMessage(event)
let ok = true
let finished = false

for (const level of LEVELS) console[level] = (...args: unknown[]) => send({ kind: 'line', level, text: formatArgs(args) })
console.assert = (value?: unknown, ...message: unknown[]) => {
  if (value) return
  ok = false
  send({ kind: 'line', level: 'error', text: assertionLine(message) })
}

const started = performance.now()
function end(): void {
  if (finished) return
  finished = true
  send({ kind: 'end', ok: ok && !process.exitCode, ms: Math.round(performance.now() - started) })
}
function uncaught(error: unknown): void {
  ok = false
  send({ kind: 'line', level: 'error', text: uncaughtLine(error) })
  end() // Node stops at an uncaught error too
}
addEventListener('error', (event) => {
  event.preventDefault()
  uncaught(event.error ?? event.message)
})
addEventListener('unhandledrejection', (event) => {
  event.preventDefault()
  uncaught(event.reason)
})

/* What keeps a run going, as Node's event loop would: timers, intervals and fetches not yet done. */
const pending = new Set<unknown>()
const realSetTimeout = setTimeout
let main = false
function settle(): void {
  // Two turns of the event loop with nothing pending: an unhandled rejection of the last
  // microtasks is reported in a task of its own, which must come before the end.
  const quiet = (then: () => void) => realSetTimeout(() => pending.size === 0 && then(), 0)
  if (main && pending.size === 0) quiet(() => quiet(end))
}
function track<T>(key: T): T {
  pending.add(key)
  return key
}
function release(key: unknown): void {
  if (pending.delete(key)) settle()
}
const [realSetInterval, realClearTimeout, realClearInterval, realFetch] = [setInterval, clearTimeout, clearInterval, fetch]
scope.setTimeout = ((callback: (...a: unknown[]) => void, ms?: number, ...rest: unknown[]) => {
  const id = track(
    realSetTimeout(() => {
      pending.delete(id)
      try {
        callback(...rest)
      } finally {
        settle()
      }
    }, ms),
  )
  return id
}) as typeof setTimeout
scope.clearTimeout = ((id?: number) => {
  realClearTimeout(id)
  release(id)
}) as typeof clearTimeout
scope.setInterval = ((callback: (...a: unknown[]) => void, ms?: number, ...rest: unknown[]) =>
  track(realSetInterval(callback, ms, ...rest))) as typeof setInterval
scope.clearInterval = ((id?: number) => {
  realClearInterval(id)
  release(id)
}) as typeof clearInterval
// Node's setImmediate, on the real clock even when a sample fakes setTimeout (node:test's mock.timers),
// and through a message port: nested setTimeout(0) calls wait at least 4 ms each in a browser.
const immediates = new MessageChannel()
const queue: Array<() => void> = []
immediates.port1.onmessage = () => queue.shift()?.()
scope.setImmediate = (callback: (...a: unknown[]) => void, ...rest: unknown[]) => {
  const key = track({})
  queue.push(() => {
    if (!pending.delete(key)) return // cleared
    try {
      callback(...rest)
    } finally {
      settle()
    }
  })
  immediates.port2.postMessage(null)
  return key
}
scope.clearImmediate = (key: unknown) => release(key)
/** A promise the run waits for, as Node waits for the I/O behind it. */
function hold<T>(promise: Promise<T>): Promise<T> {
  const key = track({})
  return promise.finally(() => release(key))
}
scope.fetch = ((...args: Parameters<typeof fetch>) => hold(realFetch(...args))) as typeof fetch
// Reading a body (a stand-in server's request.json()) finishes in a later task, as I/O does in Node.
for (const type of [Request, Response])
  for (const method of ['arrayBuffer', 'blob', 'formData', 'json', 'text'] as const) {
    const read = type.prototype[method] as (this: Body) => Promise<unknown>
    Object.defineProperty(type.prototype, method, {
      value(this: Body) {
        return hold(read.call(this))
      },
    })
  }
// Node's crypto.randomUUID: a frame of no origin is not a secure context, which is where browsers offer it.
if (!crypto.randomUUID)
  crypto.randomUUID = () => {
    const hex = [...crypto.getRandomValues(new Uint8Array(16))].map((byte, i) =>
      (i === 6 ? (byte & 0x0f) | 0x40 : i === 8 ? (byte & 0x3f) | 0x80 : byte).toString(16).padStart(2, '0'),
    )
    const at = (from: number, to: number) => hex.slice(from, to).join('')
    return `${at(0, 4)}-${at(4, 6)}-${at(6, 8)}-${at(8, 10)}-${at(10, 16)}` as `${string}-${string}-${string}-${string}-${string}`
  }
const process = {
  env: { NODE_ENV: RUN_NODE_ENV },
  exitCode: undefined as number | undefined,
  argv: [] as string[],
  on() {},
  nextTick: (fn: () => void) => queueMicrotask(fn),
}
scope.process = process

/* Packages: each bundle hands its exports over; a bundle's own imports of other packages come through the global require. */
const packages = new Map<string, unknown>()
scope[RUN_GLOBAL.define] = (name: string, exports: unknown) => packages.set(name, exports)
function requirePackage(name: string): unknown {
  if (!packages.has(name)) {
    const file = RUN_PACKAGE_FILES[name]
    if (!file) throw new Error(`Cannot find module '${name}': a sample run here can import ${Object.keys(RUN_PACKAGE_FILES).join(', ')}`)
    importScripts(new URL(file, RUN_BASE).href)
  }
  return packages.get(name)
}
scope.require = requirePackage
let RUN_BASE = ''

const dirname = (name: string) => name.slice(0, name.lastIndexOf('/') + 1)
function normalize(path: string): string {
  const out: string[] = []
  for (const part of path.split('/')) {
    if (part === '..') out.pop()
    else if (part !== '.' && part !== '') out.push(part)
  }
  return out.join('/')
}

/**
 * Starts a run: `files` as the frame's bootstrap wrote them (compiled files as functions, others as
 * text). The entry is an async function when it is the reader's edit.
 */
scope[RUN_GLOBAL.start] = (base: string, files: Record<string, FileFunction | string>, entry: string) => {
  RUN_BASE = base
  let entryResult: unknown
  const cache = new Map<string, Module>()
  const load = (name: string): unknown => {
    const cached = cache.get(name)
    if (cached) return cached.exports
    const file = files[name]
    const module: Module = { exports: {} }
    cache.set(name, module)
    if (typeof file === 'string') module.exports = name.endsWith('.json') ? JSON.parse(file) : file
    else {
      const result = file(module.exports, (spec) => requireFrom(dirname(name), spec), module, name, dirname(name))
      if (name === entry) entryResult = result
    }
    return module.exports
  }
  const requireFrom = (dir: string, spec: string): unknown => {
    if (!spec.startsWith('.')) return requirePackage(spec)
    const path = normalize(dir + spec)
    const found = requireCandidates(path).find((name) => name in files)
    if (!found) throw new Error(`Cannot find module '${spec}': no file of this page is named ${path}`)
    return load(found)
  }
  try {
    load(entry)
  } catch (error) {
    uncaught(error)
    return
  }
  // An edit's top-level await that fails is uncaught, as a page file's (src/samples/run.ts); one
  // that never settles ends with the run, as in Node, when nothing is left to wait for.
  Promise.resolve(entryResult).catch(uncaught)
  main = true
  settle()
}
