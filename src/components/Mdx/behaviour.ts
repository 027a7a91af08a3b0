/**
 * The article's tap behaviour, framework-free and installed by the page script (src/page/behaviour.ts)
 * as soon as the page is parsed, before Gatsby's runtime and after it alike. It acts on the marked
 * elements of the build-time HTML (CodeTabs.tsx, Tabs.tsx, CodeBlock.tsx), keeping all its state in
 * the DOM:
 *
 * - a copy button copies the text of the code block it sits in;
 * - TypeScript / JavaScript tabs: one choice for every sample (codeLanguage.ts);
 * - other tab sets, each on its own; arrow keys, Home and End move between tabs.
 *
 * The marks it reads are named once, in classNames.ts (mdxAttr).
 */
import { currentCodeLanguage, parseCodeLanguage, setCodeLanguage, subscribeCodeLanguage } from '../../browser/codeLanguage'
import { COPIED_FEEDBACK_MS } from '../../config/constants'
import { mdxAttr } from './classNames'

const CODE_TABS = `[${mdxAttr.codeTabs}]`
const ANY_TABS = `${CODE_TABS}, [${mdxAttr.tabs}]`

async function copyCode(button: HTMLButtonElement): Promise<void> {
  const block = button.closest(`[${mdxAttr.codeBlock}]`)
  const status = block?.querySelector(`[${mdxAttr.copyStatus}]`)
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
  root.querySelectorAll<HTMLElement>(`${CODE_TABS} [role="tab"]`).forEach((tab) => {
    const selected = tab.getAttribute(mdxAttr.lang) === language
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
  })
}

function tabsOf(tab: Element): HTMLElement[] {
  return Array.from(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
}

/** Selects one tab of a set other than the code tabs and shows its panel. */
function selectTab(tab: HTMLElement): void {
  for (const other of tabsOf(tab)) {
    const selected = other === tab
    other.setAttribute('aria-selected', String(selected))
    other.tabIndex = selected ? 0 : -1
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '')
    panel?.toggleAttribute(mdxAttr.inactive, !selected)
  }
}

function activateTab(tab: HTMLElement): void {
  if (tab.closest(CODE_TABS)) {
    setCodeLanguage(parseCodeLanguage(tab.getAttribute(mdxAttr.lang)))
    // Every sample follows; focus stays on the chosen tab of this sample.
    syncCodeTabs()
  } else if (tab.closest(`[${mdxAttr.tabs}]`)) selectTab(tab)
}

const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End'])

function onKeyDown(event: KeyboardEvent): void {
  if (!TAB_KEYS.has(event.key) || !(event.target instanceof HTMLElement)) return
  const tab = event.target.closest<HTMLElement>('[role="tab"]')
  if (!tab || !tab.closest(ANY_TABS)) return
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
  const copy = event.target.closest<HTMLButtonElement>(`button[${mdxAttr.copy}]`)
  if (copy) return void copyCode(copy)
  const tab = event.target.closest<HTMLElement>('[role="tab"]')
  if (tab && tab.closest(ANY_TABS)) activateTab(tab)
}

/** Installs the document listeners (once, from the page script). */
export function installArticleBehaviour(doc: Document = document): void {
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeyDown)
  subscribeCodeLanguage(() => syncCodeTabs(doc))
}
