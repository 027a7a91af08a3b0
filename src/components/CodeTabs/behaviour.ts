/**
 * The sample-language tabs' behaviour, installed by the page script (src/page/behaviour.ts) as soon
 * as the page is parsed: a tap on "TypeScript" or "JavaScript" stores the reader's choice
 * (language.ts) and every sample of the page follows it, marking its chosen tab as selected. The
 * panels follow from the stylesheet (codeTabs.css), keyed on <html data-code-lang>. Arrow keys
 * reach these tabs through the article's tab keys (src/components/Mdx/behaviour.ts).
 */
import { mdxAttr } from '../Mdx/classNames'
import { currentCodeLanguage, parseCodeLanguage, setCodeLanguage, subscribeCodeLanguage } from './language'

const CODE_TAB = `[${mdxAttr.codeTabs}] [role="tab"]`

/** Marks the reader's sample language as the selected tab of every sample in `root`. */
export function syncCodeTabs(root: ParentNode = document, language = currentCodeLanguage()): void {
  root.querySelectorAll<HTMLElement>(CODE_TAB).forEach((tab) => {
    const selected = tab.getAttribute(mdxAttr.lang) === language
    tab.setAttribute('aria-selected', String(selected))
    tab.tabIndex = selected ? 0 : -1
  })
}

/** Installs the document listeners (once, from the page script). */
export function installCodeTabs(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest(CODE_TAB) : null
    if (!tab) return
    // Its change event (and another tab's storage event) makes every sample follow.
    setCodeLanguage(parseCodeLanguage(tab.getAttribute(mdxAttr.lang)))
  })
  subscribeCodeLanguage(() => syncCodeTabs(doc))
}
