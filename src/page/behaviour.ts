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
 * its sample tabs take the reader's language, its table of contents is highlighted, an open
 * drawer closes, and its off-screen sections are left to the browser to skip.
 */
import { PAGE_SHOWN_EVENT } from '../browser/siteStarted'
import { installArticleBehaviour } from '../components/Mdx/behaviour'
import { deferSections } from '../components/Mdx/sections'
import { installCodeTabs, syncCodeTabs } from '../components/CodeTabs/behaviour'
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
    syncCodeTabs(doc)
    highlightToc()
    closeDrawers(doc)
    deferSections()
  }
  doc.addEventListener(PAGE_SHOWN_EVENT, shown)
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', shown)
  else shown()
}
