/**
 * Controls the page script answers, kept out of React's sight. React listens on its root
 * (`#___gatsby`), and a press or click on a part of the page it has not hydrated yet makes it
 * finish hydrating that part at once, inside the tap (64–165 ms at 4× CPU in five of thirteen
 * taps on a sample tab after a scroll, docs/performance.md); the pointer's arrival and the focus
 * cost its listeners a few ms more. React has nothing to do with these controls, so those events
 * stop at the document, in the capture phase, where the page script answers them (its other
 * listeners for them listen there too); React never sees them, hydrated or not. So do the pointer's
 * capture by a touch and its leaving (React's listeners took 5–12 ms each at 4× CPU in a phone's
 * tap on the menu, and the leaving of a colour switch's button hidden by the click). Keys are not
 * stopped: other listeners need them. Touch listeners on the document are passive by default (DOM
 * Standard), so none of these makes a touch wait for the page.
 */

/** A tap's events that make React hydrate at once (react-dom's discreteReplayableEvents), the pointer's arrival, capture and leaving, and the focus a tap gives. */
const KEPT_EVENTS = [
  'click',
  'touchstart',
  'touchend',
  'focusin',
  'gotpointercapture',
  'lostpointercapture',
  ...['pointer', 'mouse'].flatMap((device) => ['down', 'up', 'over', 'move', 'out'].map((what) => device + what)),
]

type Answer = (control: Element, event: MouseEvent) => void
const claims: [selector: string, answer?: Answer][] = []

/** Claims the controls `selector` matches for the page script; `answer`, if given, is called on their click with the control matched. */
export function onTap<E extends Element = HTMLElement>(selector: string, answer?: (control: E, event: MouseEvent) => void): void {
  claims.push([selector, answer as Answer | undefined])
}

/** Listens on `doc` for the claimed controls (once, from the page script, after every feature has claimed its own). */
export function listenForTaps(doc: Document): void {
  const control = (event: Event, selector: string) => (event.target instanceof Element ? event.target.closest(selector) : null)
  const claimed = claims.map(([selector]) => selector).join()
  for (const type of KEPT_EVENTS)
    doc.addEventListener(
      type,
      (event) => {
        if (!control(event, claimed)) return
        event.stopPropagation()
        if (type === 'click')
          for (const [selector, answer] of claims) {
            const found = answer && control(event, selector)
            if (found) answer(found, event as MouseEvent)
          }
      },
      true,
    )
}
