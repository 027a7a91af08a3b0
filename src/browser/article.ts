/**
 * The article body's behaviour. The article is HTML rendered at build time (src/mdx/renderArticle.tsx)
 * that React inserts and never walks, on a first load and after a client-side navigation alike
 * (Article.tsx), so its behaviour comes from here, as listeners on the document that act on
 * marked elements:
 *
 * - `button[data-copy]`: copies the text of the code block it sits in;
 * - `[data-code-tabs]`: TypeScript / JavaScript tabs, one choice for every sample (codeLanguage.ts);
 * - `[data-tabs]`: other tab sets, each on its own;
 * - links to site pages inside the article navigate client-side (to the path without a trailing
 *   index.html) and are prefetched like Gatsby's links when they scroll into view (the hover
 *   preload of every link on the page is prefetch.ts's).
 */
import { navigate, prefetchPathname } from 'gatsby'
import { currentCodeLanguage, parseCodeLanguage, setCodeLanguage, subscribeCodeLanguage } from './codeLanguage'
import { COPIED_FEEDBACK_MS } from '../config/constants'
import { internalRoute, normalizeTarget, splitTarget } from './paths'
import { currentPrefetchPolicy } from './connection'

export const ARTICLE_ATTRIBUTE = 'data-article'
const ARTICLE = `[${ARTICLE_ATTRIBUTE}]`

function linkIn(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null
  return anchor && anchor.closest(ARTICLE) ? anchor : null
}

async function copyCode(button: HTMLButtonElement): Promise<void> {
  const block = button.closest('[data-code-block]')
  const status = block?.querySelector('[data-copy-status]')
  const text = block?.querySelector('pre')?.textContent ?? ''
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    return
  }
  button.textContent = 'Copied'
  if (status) status.textContent = 'Code copied to clipboard'
  window.setTimeout(() => {
    button.textContent = 'Copy'
    if (status) status.textContent = ''
  }, COPIED_FEEDBACK_MS)
}

/** Shows the reader's sample language on every TypeScript / JavaScript tab set of the page. */
export function syncCodeTabs(root: ParentNode = document, language = currentCodeLanguage()): void {
  root.querySelectorAll<HTMLElement>('[data-code-tabs] [role="tab"]').forEach((tab) => {
    const selected = tab.dataset.lang === language
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
  })
}

function tabsOf(tab: Element): HTMLElement[] {
  return Array.from(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
}

/** Selects one tab of a [data-tabs] set and shows its panel. */
export function selectTab(tab: HTMLElement): void {
  for (const other of tabsOf(tab)) {
    const selected = other === tab
    other.setAttribute('aria-selected', String(selected))
    other.tabIndex = selected ? 0 : -1
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '')
    if (selected) panel?.removeAttribute('data-inactive')
    else panel?.setAttribute('data-inactive', '')
  }
}

function activateTab(tab: HTMLElement): void {
  if (tab.closest('[data-code-tabs]')) {
    setCodeLanguage(parseCodeLanguage(tab.dataset.lang))
    // Every sample follows; focus stays on the chosen tab of this sample.
    syncCodeTabs()
  } else if (tab.closest('[data-tabs]')) selectTab(tab)
}

const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End'])

function onKeyDown(event: KeyboardEvent): void {
  if (!TAB_KEYS.has(event.key) || !(event.target instanceof HTMLElement)) return
  const tab = event.target.closest<HTMLElement>('[role="tab"]')
  if (!tab || !tab.closest('[data-code-tabs], [data-tabs]')) return
  const tabs = tabsOf(tab)
  const index = tabs.indexOf(tab)
  const next = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: tabs.length - 1 }[event.key]!
  const target = tabs[(next + tabs.length) % tabs.length]
  event.preventDefault()
  activateTab(target)
  target.focus()
}

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return
  const copy = event.target.closest<HTMLButtonElement>('button[data-copy]')
  if (copy) {
    void copyCode(copy)
    return
  }
  const tab = event.target.closest<HTMLElement>('[role="tab"]')
  if (tab && tab.closest('[data-code-tabs], [data-tabs]')) {
    activateTab(tab)
    return
  }
  const anchor = linkIn(event.target)
  if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const route = internalRoute(anchor)
  if (route === null) return
  event.preventDefault()
  void navigate(normalizeTarget(route))
}

let observer: IntersectionObserver | null = null

/** Watches the article's links to site pages and prefetches each once it is in view. */
function observeLinks(doc: Document): void {
  observer?.disconnect()
  if (typeof IntersectionObserver === 'undefined') return
  const io = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      io.unobserve(entry.target)
      const route = internalRoute(entry.target as HTMLAnchorElement)
      // Gatsby's own prefetch queue, which skips it on 2g or with data saver (connection.ts).
      if (route !== null && currentPrefetchPolicy().inView) prefetchPathname(splitTarget(normalizeTarget(route)).pathname)
    }
  })
  observer = io
  doc.querySelectorAll<HTMLAnchorElement>(`${ARTICLE} a[href]`).forEach((anchor) => {
    if (internalRoute(anchor) !== null) io.observe(anchor)
  })
}

/** Installs the document listeners once (onClientEntry). */
export function startArticleBehaviours(doc: Document = document): void {
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeyDown)
  subscribeCodeLanguage(() => syncCodeTabs(doc))
}

/** A page (first or next) is on screen: bring its article's tabs and link prefetching up to date. */
export function articleShown(doc: Document = document): void {
  syncCodeTabs(doc)
  observeLinks(doc)
}
