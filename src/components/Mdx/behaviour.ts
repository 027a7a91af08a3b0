/**
 * The article's tap behaviour, framework-free and installed by the page script (src/page/behaviour.ts)
 * as soon as the page is parsed, before Gatsby's runtime and after it alike. It acts on the marked
 * elements of the build-time HTML (Tabs.tsx, CodeBlock.tsx, CodeTabs.tsx' tab list), keeping all its
 * state in the DOM:
 *
 * - a copy button copies the text of the code block it sits in;
 * - a tab set other than the sample-language tabs (src/components/CodeTabs) works on its own;
 * - arrow keys, Home and End move to a tab of any article tab set and choose it (by a click, which
 *   each set's own listener answers).
 *
 * The marks it reads are named once, in classNames.ts (mdxAttr).
 */
import { COPIED_FEEDBACK_MS } from '../../config/constants'
import { onTap } from '../../browser/taps'
import { mdxAttr } from './classNames'

/** A tab of any tab set (Tabs.tsx, ../CodeTabs/CodeTabs.tsx: the site's only tab lists), found by role, not class: the class list stays out of the page script. */
const TAB = '[role="tablist"] > [role="tab"]'

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

function tabsOf(tab: Element): HTMLElement[] {
  return Array.from(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
}

/** Marks a tab selected or not; only the selected tab of a set is in the tab order. */
export function markTab(tab: HTMLElement, selected: boolean): void {
  tab.setAttribute('aria-selected', String(selected))
  tab.tabIndex = selected ? 0 : -1
}

/** Selects one tab of its set and shows its panel. */
function selectTab(tab: HTMLElement): void {
  for (const other of tabsOf(tab)) {
    const selected = other === tab
    markTab(other, selected)
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '')
    panel?.toggleAttribute(mdxAttr.inactive, !selected)
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const tab = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(TAB) : null
  if (!tab) return
  const tabs = tabsOf(tab)
  const index = tabs.indexOf(tab)
  const next = new Map([
    ['ArrowLeft', index - 1],
    ['ArrowRight', index + 1],
    ['Home', 0],
    ['End', tabs.length - 1],
  ]).get(event.key)
  if (next === undefined) return
  const target = tabs[(next + tabs.length) % tabs.length]
  event.preventDefault()
  target.focus()
  target.click()
}

/** Installs the document listeners (once, from the page script). */
export function installArticleBehaviour(doc: Document = document): void {
  onTap<HTMLButtonElement>(`button[${mdxAttr.copy}]`, (button) => void copyCode(button))
  onTap(`[${mdxAttr.tabs}] > ${TAB}`, selectTab)
  doc.addEventListener('keydown', onKeyDown)
}
