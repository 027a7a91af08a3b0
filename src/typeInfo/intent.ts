/**
 * The hover's part of the page script (src/page/behaviour.ts): the behaviour itself (behaviour.ts)
 * is a module of its own, loaded on the first sign of intent on a marked sample (a pointer over it,
 * the focus on it, a touch), with the page's type data, which it then handles with the keys and
 * taps that came while it loaded. Works before Gatsby's runtime and after a client-side navigation.
 */
import { lazyModule } from '../browser/lazyModule'
import { onTap } from '../browser/taps'
import { TYPES_ATTR, TYPES_BEHAVIOUR_FILE } from './attributes'

export function installTypeInfo(doc: Document = document): void {
  const load = lazyModule<typeof import('./behaviour')>()
  let ready = false
  /** What came while the module loads: answered once it is in (a key or a tap that came first among them). */
  let early: Event[] = []
  const intent = (event: Event) => {
    const pre = !ready && event.target instanceof Element ? event.target.closest(`pre[${TYPES_ATTR}]`) : null
    if (!pre || early.push(event) > 1) return
    const dataUrl = new URL(pre.getAttribute(TYPES_ATTR)!.split('#')[0], doc.baseURI).href
    // The page's data comes alongside the module, not after it: one round trip less before the first popup.
    const data = fetch(dataUrl)
    data.catch(() => undefined) // answered by the behaviour's hover, or unused if the module fails
    load(new URL(TYPES_BEHAVIOUR_FILE, dataUrl).href).then(
      (behaviour) => {
        ready = true
        behaviour.install(doc, early, [dataUrl, data])
        early = []
      },
      () => (early = []),
    )
  }
  // Taps on a sample stop at the document (src/browser/taps.ts), so these listen there, in the capture phase.
  onTap(`pre[${TYPES_ATTR}]`)
  for (const type of ['pointerover', 'focusin', 'touchstart', 'keydown', 'click']) doc.addEventListener(type, intent, true)
}
