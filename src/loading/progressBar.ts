/**
 * The top progress bar (spec/SPEC.md §2, §9): nprogress 0.2.0 without its spinner, with the spec's
 * settings. It is started by the navigator once a navigation has been pending for
 * PROGRESS_BAR_DELAY_MS and finished when the page is shown.
 *
 * nprogress's own markup uses role="bar", which is no ARIA role; the template here makes the bar
 * a labelled progressbar whose aria-valuenow follows the bar. Its styles (bar only, no spinner)
 * are global rules in src/loading/PageLoader.module.css, which every page loads.
 */
import NProgress from 'nprogress'
import { PROGRESS_BAR_SETTINGS } from '../config/constants'
import { PROGRESS_BAR_LABEL } from './labels'

const BAR_SELECTOR = '[role="progressbar"]'

type Settings = Parameters<typeof NProgress.configure>[0] & { trickleRate: number }

let configured = false

export function configureProgressBar(): void {
  if (configured) return
  configured = true
  const settings: Settings = {
    ...PROGRESS_BAR_SETTINGS,
    showSpinner: false,
    barSelector: BAR_SELECTOR,
    template: `<div class="bar" role="progressbar" aria-label="${PROGRESS_BAR_LABEL}" aria-valuemin="0" aria-valuemax="100"><div class="peg"></div></div>`,
  }
  NProgress.configure(settings)
  const set = NProgress.set.bind(NProgress)
  // nprogress calls NProgress.set for every step (start, trickle, done), so this sees them all.
  NProgress.set = (n: number) => {
    const result = set(n)
    const bar = document.querySelector(`#nprogress ${BAR_SELECTOR}`)
    const value = Math.min(1, Math.max(PROGRESS_BAR_SETTINGS.minimum, n))
    bar?.setAttribute('aria-valuenow', String(Math.round(value * 100)))
    return result
  }
}

export const progressBar = {
  start(): void {
    configureProgressBar()
    NProgress.start()
  },
  done(): void {
    NProgress.done()
  },
}
