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

let frame: { src: string; ready: Promise<Window> } | undefined
const files = new Map<string, Promise<Record<string, string>>>()
const listeners = new Map<number, (event: RunEvent) => void>()
let nextId = 1

function frameWindow(doc: Document, src: string): Promise<Window> {
  if (frame?.src === src) return frame.ready
  const iframe = doc.createElement('iframe')
  iframe.sandbox.add('allow-scripts')
  iframe.hidden = true
  iframe.title = 'Sample runner'
  iframe.src = src
  const ready = new Promise<Window>((resolve, reject) => {
    addEventListener('message', (event) => {
      if (event.source !== iframe.contentWindow || event.origin !== 'null') return
      const data = event.data as RunEvent | { kind: 'ready' }
      if (data.kind === 'ready') resolve(iframe.contentWindow!)
      else listeners.get(data.id)?.(data)
    })
    setTimeout(() => reject(new Error('the sample runner did not start')), FRAME_START_MS)
  })
  ready.catch(() => {
    iframe.remove()
    frame = undefined // the next Run tries again
  })
  doc.body.append(iframe)
  frame = { src, ready }
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
  try {
    const [target, pageFileSet] = await Promise.all([
      frameWindow(doc, sample.getAttribute(runAttr.frame) ?? ''),
      pageFiles(sample.getAttribute(runAttr.files) ?? ''),
    ])
    const end = await new Promise<Extract<RunEvent, { kind: 'end' }>>((resolve, reject) => {
      setTimeout(() => reject(new Error('the sample runner did not answer')), RUN_LIMIT_MS + ANSWER_MARGIN_MS)
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
    listeners.delete(id)
    button.removeAttribute('aria-disabled')
  }
}

export function installRunButtons(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${runAttr.button}]`) : null
    const sample = button?.closest<HTMLElement>(`.${runClass.sample}`)
    if (sample) void run(sample)
  })
}
