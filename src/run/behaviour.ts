/**
 * What the Run, Edit and Reset buttons (RunnableSample.tsx) do: a module of its own (build.ts
 * writes it to run/), which the page script's part (intent.ts) loads on the first sign of intent
 * on a bar and hands every event on one. It needs no Gatsby runtime.
 * The first Run adds the hidden run frame (frame.ts) to the document and fetches the page's run
 * files (a pointer over a Run button, the focus on one or a touch already does); each Run sends one job and writes the lines that come back under the sample, then a status
 * the reader's assistive technology announces. Messages count only from that frame. Edit puts the
 * code the reader sees in a text area (and has the frame load its transpiler); a Run then runs the
 * reader's text; Reset brings the page's code back.
 */
import { runAction, runAttr, runClass } from './attributes'
import { PREPARE_EDIT, RUN_LIMIT_MS, type RunEvent, type RunJob } from './protocol'

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

const buttonOf = (sample: HTMLElement, action: keyof typeof runAction) =>
  sample.querySelector<HTMLButtonElement>(`[${runAttr.button}="${runAction[action]}"]`)
const editorOf = (sample: HTMLElement) => sample.querySelector<HTMLTextAreaElement>(`textarea[${runAttr.editor}]`)

async function run(sample: HTMLElement): Promise<void> {
  const doc = sample.ownerDocument
  const button = buttonOf(sample, 'run')
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
    const [target, pageFileSet] = await Promise.all([frameOf(sample), pageFiles(sample.getAttribute(runAttr.files) ?? '')])
    const end = await new Promise<Extract<RunEvent, { kind: 'end' }>>((resolve, reject) => {
      const editor = editorOf(sample)
      // An edit may first wait for the transpiler to load.
      const margin = ANSWER_MARGIN_MS + (editor ? FRAME_START_MS : 0)
      answer = setTimeout(() => {
        dropFrame()
        reject(new Error('the sample runner did not answer'))
      }, RUN_LIMIT_MS + margin)
      listeners.set(id, (event) => {
        if (event.kind === 'end') return resolve(event)
        count++
        output.append(line(doc, event.level, event.text))
        output.hidden = false
      })
      const job: RunJob = { id, files: pageFileSet, main: sample.getAttribute(runAttr.sample) ?? '' }
      if (editor) job.edit = { code: editor.value, lang: editor.getAttribute(runAttr.editor) ?? '' }
      target.postMessage(job, '*')
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

/** Shows Edit or Reset, whichever fits, and moves the focus to `focus`. */
function editing(sample: HTMLElement, on: boolean, focus: HTMLElement | null): void {
  const [edit, reset, code] = [buttonOf(sample, 'edit'), buttonOf(sample, 'reset'), sample.querySelector<HTMLElement>(`.${runClass.code}`)]
  if (edit) edit.hidden = on
  if (reset) reset.hidden = !on
  if (code) code.hidden = on
  focus?.focus()
}

/** The frame of the sample's page, started if it is not (the Run says so when it cannot start). */
const frameOf = (sample: HTMLElement) => frameWindow(sample.ownerDocument, sample.getAttribute(runAttr.frame) ?? '')

/** The code the reader sees (the shown tab's, or the only one), with its language. */
function edit(sample: HTMLElement): void {
  if (editorOf(sample)) return
  const pre = [...sample.querySelectorAll<HTMLElement>(`.${runClass.code} pre`)].find((element) => element.getClientRects().length > 0)
  if (!pre) return say(sample, 'There is no code shown to edit.')
  const code = (pre.textContent ?? '').replace(/^ $/gm, '') // the highlighter writes an empty line as one space
  const editor = Object.assign(sample.ownerDocument.createElement('textarea'), {
    className: runClass.editor,
    spellcheck: false,
    autocomplete: 'off',
    wrap: 'off',
    rows: code.split('\n').length,
    value: code,
  })
  editor.setAttribute(runAttr.editor, pre.getAttribute('data-language') ?? 'ts')
  editor.setAttribute('aria-label', 'Code to run')
  editor.setAttribute('autocapitalize', 'off')
  sample.querySelector(`.${runClass.code}`)?.after(editor)
  editing(sample, true, editor)
  frameOf(sample).then((target) => target.postMessage(PREPARE_EDIT, '*'), noop)
}

/** Drops the edit and its output. */
function reset(sample: HTMLElement): void {
  editorOf(sample)?.remove()
  const output = sample.querySelector<HTMLElement>(`[${runAttr.output}]`)
  output?.replaceChildren()
  if (output) output.hidden = true
  editing(sample, false, buttonOf(sample, 'edit'))
  say(sample, "Back to the page's code.")
}

function say(sample: HTMLElement, text: string): void {
  const status = sample.querySelector(`[${runAttr.status}]`)
  if (status) status.textContent = text
}

const actions: Record<string, (sample: HTMLElement) => void> = {
  [runAction.run]: (sample) => void run(sample),
  [runAction.edit]: edit,
  [runAction.reset]: reset,
}

const noop = () => {}

addEventListener('message', onMessage)

/**
 * An event on one of `sample`'s buttons, handed over by intent.ts: a pointer over the Run button,
 * the focus on it or a touch starts the frame and fetches the page's files, so the click finds
 * them ready; a click does what the button says.
 */
export function onRunButton(event: Event, sample: HTMLElement, action: string): void {
  if (event.type !== 'click') {
    if (action !== runAction.run) return
    frameOf(sample).catch(noop)
    pageFiles(sample.getAttribute(runAttr.files) ?? '').catch(noop)
  }
  // Edit and Reset take each other's place: the second click of a double click is not the other's.
  else if (action === runAction.run || (event as MouseEvent).detail < 2) actions[action]?.(sample)
}
