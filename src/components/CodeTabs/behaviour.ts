/**
 * The sample-language tabs' behaviour, installed by the page script (src/page/behaviour.ts) as soon
 * as the page is parsed: a tap on "TypeScript" or "JavaScript" stores the reader's choice
 * (language.ts) and every sample of the page follows it, marking its chosen tab as selected; a
 * page coming back into view takes a choice made meanwhile in another tab. The
 * panels follow from the stylesheet (codeTabs.css), keyed on <html data-code-lang>. Arrow keys
 * reach these tabs through the article's tab keys (src/components/Mdx/behaviour.ts).
 */
import { onTap } from '../../browser/taps'
import { mdxAttr } from '../Mdx/classNames'
import { markTab } from '../Mdx/behaviour'
import { currentCodeLanguage, parseCodeLanguage, setCodeLanguage, takeStoredCodeLanguage } from './language'

const CODE_TAB = `[${mdxAttr.codeTabs}] [role="tab"]`

/** Marks the reader's sample language as the selected tab of every sample in `root`. */
export function syncCodeTabs(root: ParentNode = document, language = currentCodeLanguage()): void {
  root.querySelectorAll<HTMLElement>(CODE_TAB).forEach((tab) => markTab(tab, tab.getAttribute(mdxAttr.lang) === language))
}

/** Installs the document listeners (once, from the page script). */
export function installCodeTabs(doc: Document = document): void {
  onTap(CODE_TAB, (tab) => {
    setCodeLanguage(parseCodeLanguage(tab.getAttribute(mdxAttr.lang)))
    syncCodeTabs(doc)
  })
  // A choice made in another tab is taken when this page is back in view.
  doc.addEventListener('visibilitychange', () => {
    if (!doc.hidden && takeStoredCodeLanguage()) syncCodeTabs(doc)
  })
}
