/**
 * The Run bar's part of the page script (src/page/behaviour.ts): the buttons' behaviour
 * (behaviour.ts) is a file of its own, so a page runs none of it before any input. The first sign
 * of intent on a bar (a pointer over a button, the focus on one, a touch) loads it, as it warms the
 * frame; every event on a button, a click that came first included, is handed over once it is in.
 * Works before Gatsby's runtime and after a client-side navigation.
 */
import { runAttr } from './attributes'

type Behaviour = typeof import('./behaviour')

let loading: Promise<Behaviour> | undefined

export function installRunButtons(doc: Document = document): void {
  const handle = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${runAttr.button}]`) : null
    const sample = button?.closest<HTMLElement>(`[${runAttr.sample}]`)
    if (!sample) return
    loading ??= import(sample.getAttribute(runAttr.behaviour) ?? '') as Promise<Behaviour>
    loading.then(
      (behaviour) => behaviour.onRunButton(event, sample, button!.getAttribute(runAttr.button)!),
      () => {
        loading = undefined // tried again on the next intent
        const status = sample.querySelector(`[${runAttr.status}]`)
        if (event.type === 'click' && status) status.textContent = 'Could not run: the Run button’s script did not load.'
      },
    )
  }
  for (const type of ['pointerover', 'focusin', 'touchstart', 'click']) doc.addEventListener(type, handle, { passive: true })
}
