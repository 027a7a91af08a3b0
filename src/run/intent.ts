/**
 * The Run bar's part of the page script (src/page/behaviour.ts): the buttons' behaviour
 * (behaviour.ts) is a file of its own, so a page runs none of it before any input. The first sign
 * of intent on a bar (a pointer over a button, the focus on one, a touch) loads it, as it warms the
 * frame; every event on a button, a click that came first included, is handed over once it is in.
 * Works before Gatsby's runtime and after a client-side navigation.
 */
import { lazyModule } from '../browser/lazyModule'
import { onTap } from '../browser/taps'
import { RUN_SCRIPT_FAILED, runAttr } from './attributes'

export function installRunButtons(doc: Document = document): void {
  const load = lazyModule<typeof import('./behaviour')>()
  const handle = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${runAttr.button}]`) : null
    const sample = button?.closest<HTMLElement>(`[${runAttr.sample}]`)
    const url = sample?.getAttribute(runAttr.behaviour)
    if (!sample || !url) return
    load(url).then(
      (behaviour) => behaviour.onRunButton(event, sample, button!.getAttribute(runAttr.button)!),
      () => {
        const status = sample.querySelector(`[${runAttr.status}]`)
        if (event.type === 'click' && status) status.textContent = RUN_SCRIPT_FAILED
      },
    )
  }
  // In the capture phase, beside onTap's: a touch or click on a button stops at the document (passive there by default).
  for (const type of ['pointerover', 'focusin', 'touchstart']) doc.addEventListener(type, handle, true)
  onTap(`button[${runAttr.button}]`, (_button, event) => handle(event))
}
