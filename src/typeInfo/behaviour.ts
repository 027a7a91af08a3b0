/**
 * The hover types of the marked samples (remark.ts marks them; intent.ts loads this module on the
 * first intent): a name's type and documentation from the page's type data (data.ts, fetched once per
 * page), in one popup per document, a `popover` in the top layer, kept inside the viewport.
 * - Pointer: over a name shows it, off the names hides it; a tap or click shows it too.
 * - Keyboard: a sample is one tab stop; ArrowRight and ArrowLeft go from name to name, marked with
 *   the CSS highlight `type-info`; Escape or leaving the sample hides it.
 * Assistive technology reads the popup: it is the sample's description while shown, and a polite
 * live region.
 */
import { TYPE_CLASS_MARK, TYPES_ATTR, TYPES_FAILED, TYPES_POPUP_ID } from './attributes'
import type { PageTypeInfo } from './data'
import { PAGE_SHOWN_EVENT } from '../browser/siteStarted'

interface Shown {
  pre: HTMLElement
  /** Index into the block's names, or -1 for a message. */
  name: number
  range?: Range
  by: 'pointer' | 'keyboard'
}

const data = new Map<string, Promise<PageTypeInfo>>()
let shown: Shown | undefined

function pageData(url: string, fetched?: Promise<Response>): Promise<PageTypeInfo> {
  let found = data.get(url)
  if (!found) {
    found = (fetched ?? fetch(url)).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`)
      return response.json() as Promise<PageTypeInfo>
    })
    found.catch(() => data.delete(url)) // asked again on the next hover
    data.set(url, found)
  }
  return found
}

interface Block {
  /** `[start, end, info, …]`: offsets into the sample's text, from the file's lines and columns. */
  names: number[]
  infos: PageTypeInfo['infos']
  classes: string[]
}

async function namesOf(pre: Element): Promise<Block> {
  const [url, line] = pre.getAttribute(TYPES_ATTR)!.split('#')
  const page = await pageData(new URL(url, document.baseURI).href)
  const placed = page.blocks[line] ?? []
  const starts = [0]
  for (const text of (pre.querySelector('code') ?? pre).textContent!.split('\n')) starts.push(starts[starts.length - 1] + text.length + 1)
  const names: number[] = []
  for (let i = 0; i < placed.length; i += 4) {
    const start = starts[placed[i]] + placed[i + 1]
    names.push(start, start + placed[i + 2], placed[i + 3])
  }
  return { names, infos: page.infos, classes: page.classes }
}

const MARK = new RegExp(`([\\u${TYPE_CLASS_MARK.toString(16)}-\\u${(TYPE_CLASS_MARK + 0xff).toString(16)}])`)

/** A type's text with its class marks as token spans. */
function typeHtml(text: string, classes: string[]): string {
  let current = ''
  let html = ''
  text.split(MARK).forEach((piece, i) => {
    // Odd pieces are the marks the split kept.
    if (i % 2 === 1) current = classes[piece.charCodeAt(0) - TYPE_CLASS_MARK] ?? ''
    else if (piece) html += current ? `<span class="${current}">${escape(piece)}</span>` : escape(piece)
  })
  return html
}

/** The text node and offset at `offset` characters into `code`'s text. */
function pointAt(code: Element, offset: number): [Node, number] {
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
  let node: Node | null
  let seen = 0
  while ((node = walker.nextNode())) {
    const length = node.nodeValue!.length
    if (offset <= seen + length) return [node, offset - seen]
    seen += length
  }
  return [code, code.childNodes.length]
}

function rangeOf(code: Element, start: number, end: number): Range {
  const range = document.createRange()
  range.setStart(...pointAt(code, start))
  range.setEnd(...pointAt(code, end))
  return range
}

/** Characters before the caret nearest to (x, y) in `code`, or -1 when it is elsewhere. */
function offsetAt(code: Element, x: number, y: number): number {
  const caret = document.caretPositionFromPoint?.(x, y)
  const node = caret ? caret.offsetNode : document.caretRangeFromPoint?.(x, y)?.startContainer
  const offset = caret ? caret.offset : (document.caretRangeFromPoint?.(x, y)?.startOffset ?? 0)
  if (!node || !code.contains(node)) return -1
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
  let seen = 0
  let text: Node | null
  while ((text = walker.nextNode()) && text !== node) seen += text.nodeValue!.length
  return text ? seen + offset : -1
}

const inside = (range: Range, x: number, y: number) =>
  [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)

function popup(): HTMLElement {
  let element = document.getElementById(TYPES_POPUP_ID)
  if (!element) {
    element = document.createElement('div')
    element.id = TYPES_POPUP_ID
    element.setAttribute('role', 'tooltip')
    element.setAttribute('aria-live', 'polite')
    element.popover = 'manual'
    document.body.append(element)
  }
  return element
}

/** Below the name, or above it when there is no room below; never past the viewport's edges. */
function place(element: HTMLElement, anchor: DOMRect): void {
  const margin = 8
  const { width, height } = element.getBoundingClientRect()
  const below = anchor.bottom + 4
  const top = below + height <= innerHeight - margin || anchor.top - 4 - height < margin ? below : anchor.top - 4 - height
  element.style.left = `${Math.max(margin, Math.min(anchor.left, innerWidth - width - margin))}px`
  element.style.top = `${Math.max(margin, Math.min(top, innerHeight - height - margin))}px`
}

export function hide(): void {
  if (!shown) return
  shown.pre.removeAttribute('aria-describedby')
  CSS.highlights?.delete(TYPES_POPUP_ID)
  const element = popup()
  if (element.matches(':popover-open')) element.hidePopover()
  shown = undefined
}

function show(next: Shown, html: string, anchor: DOMRect): void {
  if (shown && shown.pre !== next.pre) hide()
  shown = next
  const element = popup()
  element.innerHTML = html
  next.pre.setAttribute('aria-describedby', TYPES_POPUP_ID)
  if (next.by === 'keyboard' && next.range && typeof Highlight === 'function')
    CSS.highlights?.set(TYPES_POPUP_ID, new Highlight(next.range))
  if (!element.matches(':popover-open')) element.showPopover()
  place(element, anchor)
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Shows name `index` of `pre`'s block. */
function showName(pre: HTMLElement, { names, infos, classes }: Block, index: number, by: Shown['by']): void {
  const code = pre.querySelector('code') ?? pre
  const range = rangeOf(code, names[index * 3], names[index * 3 + 1])
  const [type, doc] = infos[names[index * 3 + 2]]
  show(
    { pre, name: index, range, by },
    `<code>${typeHtml(type, classes)}</code>${doc ? `<p>${escape(doc)}</p>` : ''}`,
    range.getBoundingClientRect(),
  )
}

function failed(pre: HTMLElement, by: Shown['by']): void {
  show({ pre, name: -1, by }, `<p>${escape(TYPES_FAILED)}</p>`, pre.getBoundingClientRect())
}

/** The name under the pointer, or -1. */
async function pointed(pre: HTMLElement, x: number, y: number): Promise<{ index: number; block: Block }> {
  const block = await namesOf(pre)
  const { names } = block
  const code = pre.querySelector('code') ?? pre
  const offset = offsetAt(code, x, y)
  for (let i = 0; offset >= 0 && i < names.length; i += 3)
    if (names[i] <= offset && offset <= names[i + 1] && inside(rangeOf(code, names[i], names[i + 1]), x, y)) return { index: i / 3, block }
  return { index: -1, block }
}

const markedPre = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`pre[${TYPES_ATTR}]`) : null)

async function onPointer(event: PointerEvent | MouseEvent): Promise<void> {
  const pre = markedPre(event.target)
  if (!pre) {
    if (shown?.by === 'pointer' && !(event.target instanceof Node && popup().contains(event.target))) hide()
    return
  }
  const { clientX: x, clientY: y } = event
  try {
    const { index, block } = await pointed(pre, x, y)
    if (index < 0) {
      if (shown?.by === 'pointer' && (shown.pre !== pre || shown.name >= 0)) hide()
    } else if (shown?.pre !== pre || shown.name !== index || shown.by !== 'pointer') showName(pre, block, index, 'pointer')
  } catch {
    failed(pre, 'pointer')
  }
}

async function onKey(event: KeyboardEvent): Promise<void> {
  const pre = markedPre(event.target)
  if (!pre || event.target !== pre || event.altKey || event.ctrlKey || event.metaKey) return
  if (event.key === 'Escape') {
    if (shown) event.preventDefault()
    return hide()
  }
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
  event.preventDefault()
  const step = event.key === 'ArrowRight' ? 1 : -1
  const current = shown?.pre === pre && shown.by === 'keyboard' ? shown.name : step > 0 ? -1 : 0
  try {
    const block = await namesOf(pre)
    const count = block.names.length / 3
    if (count === 0) return
    const index = (current + step + count) % count
    showName(pre, block, index, 'keyboard')
    reveal(pre, shown!.range!)
  } catch {
    failed(pre, 'keyboard')
  }
}

/** Scrolls the sample, then the page, so the name is in view, and puts the popup back by it. */
function reveal(pre: HTMLElement, range: Range): void {
  const box = pre.getBoundingClientRect()
  let rect = range.getBoundingClientRect()
  if (rect.right > box.right - 16) pre.scrollLeft += rect.right - box.right + 32
  else if (rect.left < box.left + 16) pre.scrollLeft -= box.left - rect.left + 32
  rect = range.getBoundingClientRect()
  if (rect.bottom > innerHeight || rect.top < 0) scrollBy(0, rect.top - innerHeight / 2)
  place(popup(), range.getBoundingClientRect())
}

/** Starts the behaviour on `doc`, with the page's data as intent.ts asked for it, and answers what came while it loaded. */
export function install(doc: Document, early: readonly Event[], [url, response]: [string, Promise<Response>]): void {
  void pageData(url, response).catch(() => undefined) // a failure shows on the hover that waits for it
  // In the capture phase: a sample's pointer and tap events stop at the document (intent.ts).
  doc.addEventListener('pointermove', (event) => void onPointer(event), { passive: true, capture: true })
  doc.addEventListener('click', (event) => void onPointer(event), true)
  doc.addEventListener('keydown', (event) => void onKey(event))
  doc.addEventListener('focusout', (event) => {
    if (shown?.by === 'keyboard' && event.target === shown.pre) hide()
  })
  // A client-side navigation took the sample away (the event also comes when the runtime starts: then it stays).
  doc.addEventListener(PAGE_SHOWN_EVENT, () => {
    if (shown && !shown.pre.isConnected) hide()
  })
  doc.addEventListener(
    'scroll',
    () => {
      if (shown?.range) place(popup(), shown.range.getBoundingClientRect())
    },
    { capture: true, passive: true },
  )
  for (const event of early) {
    if (event instanceof KeyboardEvent) void onKey(event)
    else if (event.type === 'click' || (event instanceof PointerEvent && event.pointerType === 'mouse')) void onPointer(event as MouseEvent)
  }
}
