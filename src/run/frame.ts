/**
 * The run frame's script (frame.html, written by build.ts): a page of the site loaded in
 * `<iframe sandbox="allow-scripts">`, so it has an opaque origin (no storage, no cookies of the
 * site) and its own Content-Security-Policy (a sample can fetch nothing; only the site's scripts load). It takes jobs only from the
 * page that framed it and only from the site's origin, compiles a reader's edit (transpile.ts, loaded
 * when the reader starts editing), runs each job in a new worker (worker.ts) that
 * it terminates at the end or after RUN_LIMIT_MS (several at once when the reader starts several),
 * and sends every event back to that page.
 */
import { isRunJob, PREPARE_EDIT, RUN_GLOBAL, RUN_LIMIT_MS, type RunEvent, type RunJob, type WorkerEvent } from './protocol'

/** worker.ts's and transpile.ts's bundles, beside this script; written in by build.ts. */
declare const RUN_WORKER_FILE: string
declare const RUN_TRANSPILER_FILE: string

const site = location.origin // the URL's origin: this document's own origin is opaque
const base = new URL('./', location.href).href
const reply = (event: RunEvent) => parent.postMessage(event, site)
const endWith = (job: RunJob, text: string) => {
  reply({ id: job.id, kind: 'line', level: 'error', text })
  reply({ id: job.id, kind: 'end', ok: false, ms: 0 })
}

/**
 * The worker's first script: the runtime, then the job's files (compiled ones wrapped as CommonJS
 * functions). A reader's edit is an async function, so that it may await at the top as a module may.
 */
function bootstrap(job: RunJob): string {
  const files = Object.entries(job.files).map(([name, text]) =>
    name.endsWith('.js')
      ? `${JSON.stringify(name)}: ${job.edit && name === job.main ? 'async ' : ''}function (exports, require, module, __filename, __dirname) {\n${text}\n}`
      : `${JSON.stringify(name)}: ${JSON.stringify(text)}`,
  )
  return `importScripts(${JSON.stringify(new URL(RUN_WORKER_FILE, base).href)});\n${RUN_GLOBAL.start}(${JSON.stringify(base)}, {\n${files.join(',\n')}\n}, ${JSON.stringify(job.main)})\n`
}

type Transpile = (code: string, lang: string) => string
let transpiler: Promise<Transpile> | undefined
/** transpile.ts, loaded once, when the reader starts editing (a failed load is tried again on the next Run). */
function loadTranspiler(): Promise<Transpile> {
  transpiler ??= new Promise<Transpile>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = new URL(RUN_TRANSPILER_FILE, base).href
    const failed = () => {
      transpiler = undefined
      script.remove()
      reject(new Error('The TypeScript transpiler did not load: run it again.'))
    }
    script.onload = () => {
      const transpile = (globalThis as Record<string, unknown>)[RUN_GLOBAL.transpile]
      if (typeof transpile === 'function') resolve(transpile as Transpile)
      else failed()
    }
    script.onerror = failed
    document.head.append(script)
  })
  return transpiler
}

/** The job with the reader's edit compiled in place of the page's file. */
async function compileEdit(job: RunJob): Promise<RunJob | undefined> {
  if (!job.edit) return job
  try {
    const compile = await loadTranspiler()
    return { ...job, files: { ...job.files, [job.main]: compile(job.edit.code, job.edit.lang) } }
  } catch (error) {
    endWith(job, error instanceof SyntaxError ? `SyntaxError: ${error.message}` : (error as Error).message)
  }
}

/** Runs one job in a worker of its own; several samples may run at once, each ended on its own. */
function run(job: RunJob): void {
  const started = performance.now()
  const url = URL.createObjectURL(new Blob([bootstrap(job)], { type: 'text/javascript' }))
  const worker = new Worker(url)
  let done = false
  const finish = (ok: boolean, stopped = false) => {
    if (done) return
    done = true
    worker.terminate()
    URL.revokeObjectURL(url)
    clearTimeout(timer)
    reply({ id: job.id, kind: 'end', ok, ms: Math.round(performance.now() - started), stopped })
  }
  const timer = setTimeout(() => {
    reply({
      id: job.id,
      kind: 'line',
      level: 'error',
      text: `Stopped after ${RUN_LIMIT_MS / 1000} s: the code was still running (an endless loop, or a timer never cleared).`,
    })
    finish(false, true)
  }, RUN_LIMIT_MS)
  worker.onmessage = (message: MessageEvent<WorkerEvent>) => {
    if (done) return
    const event = message.data
    if (event.kind === 'end') finish(event.ok)
    else reply({ ...event, id: job.id })
  }
  // A file that does not parse never reaches the runtime: its SyntaxError arrives here.
  worker.onerror = (event) => {
    event.preventDefault()
    if (done) return
    reply({ id: job.id, kind: 'line', level: 'error', text: event.message || 'The code could not be started.' })
    finish(false)
  }
}

addEventListener('message', (event) => {
  if (event.source !== parent || event.origin !== site) return
  if (event.data === PREPARE_EDIT) return void loadTranspiler().catch(() => {})
  if (!isRunJob(event.data)) return
  const job = event.data
  if (!Object.hasOwn(job.files, job.main)) return endWith(job, `This page has no sample file named ${job.main}: reload the page.`)
  void compileEdit(job).then((compiled) => compiled && run(compiled))
})
parent.postMessage({ kind: 'ready' }, site)
