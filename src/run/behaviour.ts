/**
 * The Run button (RunnableSample.tsx), installed by the page script (src/page/behaviour.ts), so it
 * works before Gatsby's runtime and after a client-side navigation. The first Run adds the hidden
 * run frame (frame.ts) to the document and fetches the page's run files; each Run sends one job
 * and writes the lines that come back under the sample, then a status the reader's assistive
 * technology announces. Messages count only from that frame.
 */
import { runAttr, runClass } from './attributes'
import { RUN_LIMIT_MS, type RunEvent } from './protocol'

/** How long the first Run waits for the frame to start before it says so. */
const FRAME_START_MS = 15_000
/** How long a Run waits for the frame's answer beyond the run's own limit. */
const ANSWER_MARGIN_MS = 5_000

let frame: { src: string; iframe: HTMLIFrameElement; ready: Promise<Window> } | undefined
let resolveReady: ((target: Window) => void) | undefined
const files = new Map<string, Promise<Record<string, string>>>()
const listeners = new Map<number, (event: RunEvent) => void>()
let nextId = 1

/** Messages from the current frame only: its "ready", then each job's events. */
function onMessage(event: MessageEvent): void {
  if (!frame || event.source !== frame.iframe.contentWindow || event.origin !== 'null') return
  const data = event.data as RunEvent | { kind: 'ready' }
  if (data.kind === 'ready') resolveReady?.(frame.iframe.contentWindow!)
  else listeners.get(data.id)?.(data)
}

/** Drops the frame (it did not start, or stopped answering): the next Run makes a new one. */
function dropFrame(): void {
  frame?.iframe.remove()
  frame = undefined
}

function frameWindow(doc: Document, src: string): Promise<Window> {
  if (frame?.src === src) return frame.ready
  dropFrame()
  const iframe = doc.createElement('iframe')
  iframe.sandbox.add('allow-scripts')
  iframe.hidden = true
  iframe.title = 'Sample runner'
  iframe.src = src
  const ready = new Promise<Window>((resolve, reject) => {
    resolveReady = resolve
    setTimeout(() => reject(new Error('the sample runner did not start')), FRAME_START_MS)
  })
  ready.catch(() => frame?.iframe === iframe && dropFrame())
  doc.body.append(iframe)
  frame = { src, iframe, ready }
  return ready
}

function pageFiles(url: string): Promise<Record<string, string>> {
  let loaded = files.get(url)
  if (!loaded) {
    loaded = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`the page's sample files answered ${response.status}`)
      return ((await response.json()) as { files: Record<string, string> }).files
    })
    loaded.catch(() => files.delete(url)) // a failed request is tried again on the next Run
    files.set(url, loaded)
  }
  return loaded
}

function line(doc: Document, level: string, text: string): HTMLElement {
  const element = doc.createElement('div')
  element.setAttribute(runAttr.level, level)
  element.textContent = text
  return element
}

async function run(sample: HTMLElement): Promise<void> {
  const doc = sample.ownerDocument
  const button = sample.querySelector<HTMLButtonElement>(`[${runAttr.button}]`)
  const status = sample.querySelector(`[${runAttr.status}]`)
  const output = sample.querySelector<HTMLElement>(`[${runAttr.output}]`)
  if (!button || !status || !output || button.getAttribute('aria-disabled') === 'true') return
  button.setAttribute('aria-disabled', 'true')
  status.textContent = 'Running…'
  output.replaceChildren()
  output.hidden = true
  let count = 0
  const id = nextId++
  let answer: ReturnType<typeof setTimeout> | undefined
  try {
    const [target, pageFileSet] = await Promise.all([
      frameWindow(doc, sample.getAttribute(runAttr.frame) ?? ''),
      pageFiles(sample.getAttribute(runAttr.files) ?? ''),
    ])
    const end = await new Promise<Extract<RunEvent, { kind: 'end' }>>((resolve, reject) => {
      answer = setTimeout(() => {
        dropFrame()
        reject(new Error('the sample runner did not answer'))
      }, RUN_LIMIT_MS + ANSWER_MARGIN_MS)
      listeners.set(id, (event) => {
        if (event.kind === 'end') return resolve(event)
        count++
        output.append(line(doc, event.level, event.text))
        output.hidden = false
      })
      target.postMessage({ id, files: pageFileSet, main: sample.getAttribute(runAttr.sample) }, '*')
    })
    const lines = count === 0 ? 'no output' : count === 1 ? '1 line of output' : `${count} lines of output`
    status.textContent = end.stopped
      ? `Stopped after ${RUN_LIMIT_MS / 1000} s.`
      : `${end.ok ? 'Finished' : 'Failed'} in ${end.ms} ms, ${lines}.`
  } catch (error) {
    status.textContent = `Could not run: ${(error as Error).message}.`
  } finally {
    clearTimeout(answer)
    listeners.delete(id)
    button.removeAttribute('aria-disabled')
  }
}

export function installRunButtons(doc: Document = document): void {
  addEventListener('message', onMessage)
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${runAttr.button}]`) : null
    const sample = button?.closest<HTMLElement>(`.${runClass.sample}`)
    if (sample) void run(sample)
  })
}
