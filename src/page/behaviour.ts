/**
 * The page script: every behaviour that answers a tap, framework-free, inlined in each page's
 * <head> (build.ts bundles it; gatsby-ssr.tsx adds it) so it is ready while the page is still
 * parsing, before Gatsby's runtime starts and after it alike. Each feature listens on the document
 * and keeps its state in the DOM, so React, hydrating the layout later, finds what the reader did
 * and never handles the same tap: sample and other tabs and code copy buttons (the article), Copy
 * page, the colour-mode switch, the table of contents' highlight, and the search
 * field that answers a tap on search before the modal has loaded (src/search/ui/early.ts), and the
 * Run bar of `run` samples and the samples' hover types, whose behaviour loads on the first intent
 * (src/run/intent.ts, src/typeInfo/intent.ts). Sidebar
 * categories (<details>), the docs drawer (a popover) and heading links (plain anchors) need no
 * script.
 *
 * When a page is shown (parsed, or put on screen by a client-side navigation: PAGE_SHOWN_EVENT),
 * its sample tabs take the reader's language; once it is drawn, its table of contents is
 * highlighted; after a client-side navigation, an open drawer closes.
 */
import { PAGE_SHOWN_EVENT, type PageShown } from '../browser/siteStarted'
import { installArticleBehaviour } from '../components/Mdx/behaviour'
import { installCodeTabs, syncCodeTabs } from '../components/CodeTabs/behaviour'
import { currentCodeLanguage, DEFAULT_CODE_LANGUAGE } from '../components/CodeTabs/language'
import { installCopyPage } from '../components/CopyPage/behaviour'
import { installColorModeToggle } from '../colorMode/toggle'
import { closeDrawers, installDrawer } from '../components/Drawer/behaviour'
import { installTocHighlight } from '../components/TableOfContents/highlight'
import { installEarlySearch } from '../search/ui/early'
import { installRunButtons } from '../run/intent'
import { installTypeInfo } from '../typeInfo/intent'
import { listenForTaps } from '../browser/taps'

export function installPageBehaviour(doc: Document = document): void {
  installArticleBehaviour(doc)
  installCodeTabs(doc)
  installCopyPage()
  installColorModeToggle(doc)
  installDrawer()
  installEarlySearch(doc)
  installRunButtons(doc)
  installTypeInfo(doc)
  listenForTaps(doc)
  const highlightToc = installTocHighlight(doc)
  const shown = () => {
    // The markup selects the default language's tabs: only another choice needs marking (on other-exports, 2-3 ms of the page's parsing task).
    if (currentCodeLanguage() !== DEFAULT_CODE_LANGUAGE) syncCodeTabs(doc)
    // Answers no tap, and reads the layout: in a task of its own once the page is drawn, outside the tasks that parse and draw it (docs/performance.md).
    requestAnimationFrame(() => setTimeout(highlightToc))
  }
  doc.addEventListener(PAGE_SHOWN_EVENT, (event) => {
    // A drawer left open on the page before closes; one the reader opened on this page stays open while the runtime starts.
    if ((event as CustomEvent<PageShown | null>).detail?.navigated) closeDrawers(doc)
    shown()
  })
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', shown)
  else shown()
}
