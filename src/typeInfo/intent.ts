/**
 * The hover's part of the page script (src/page/behaviour.ts): the behaviour itself (behaviour.ts)
 * is a module of its own, loaded on the first sign of intent on a marked sample (a pointer over it,
 * the focus on it, a touch), which it then handles with the keys and taps that came while it loaded. Works before Gatsby's runtime and after a
 * client-side navigation. A failed import is tried again, at a new address, on the next intent.
 */
import { TYPES_ATTR, TYPES_BEHAVIOUR_FILE } from './attributes'

type Behaviour = typeof import('./behaviour')

export function installTypeInfo(doc: Document = document): void {
  let state: 'idle' | 'loading' | 'ready' = 'idle'
  let failures = 0
  /** What came while the module loads: answered once it is in (a key or a tap that came first among them). */
  let early: Event[] = []
  const intent = (event: Event) => {
    const pre = state !== 'ready' && event.target instanceof Element ? event.target.closest(`pre[${TYPES_ATTR}]`) : null
    if (!pre) return
    early.push(event)
    if (state === 'loading') return
    state = 'loading'
    const url = new URL(TYPES_BEHAVIOUR_FILE, new URL(pre.getAttribute(TYPES_ATTR)!, doc.baseURI)).href
    ;(import(failures ? `${url}?retry=${failures}` : url) as Promise<Behaviour>).then(
      (behaviour) => {
        state = 'ready'
        behaviour.install(doc, early)
        early = []
      },
      () => {
        failures++
        state = 'idle'
        early = []
      },
    )
  }
  for (const type of ['pointerover', 'focusin', 'touchstart', 'keydown', 'click']) doc.addEventListener(type, intent, { passive: true })
}
