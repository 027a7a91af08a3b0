/**
 * The search modal's own webpack entry (src/build/webpack.ts adds it; modalLoader.ts loads it):
 * renders SearchModal in a React root of its own, beside the page, and offers the page script
 * its API (open, close, isOpen). The build's back end comes from the search button's markup
 * (SEARCH_CONFIG_ATTRIBUTE), the modal's stylesheet from @docsearch/css, loaded before it shows.
 */
import React from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import docsearchCss from '@docsearch/css/package.json'
import { docsearchStylesheetPath, type SearchConfig } from '../../config/search'
import { SearchModal } from './SearchModal'
import { SEARCH_MODAL_API, SEARCH_MODAL_READY_EVENT, type SearchModalApi } from './modalLoader'
import { SEARCH_BUTTON_ATTRIBUTE, SEARCH_CONFIG_ATTRIBUTE } from './early'
import { sitePath } from './siteLinks'
import { NO_START_ATTRIBUTE } from '../../runtimeStart/switch'

/** Adds the stylesheet once; resolves when it has loaded. */
function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => {
      link.remove()
      reject(new Error(`The search stylesheet ${href} did not load`))
    })
    document.head.appendChild(link)
  })
}

let stylesheet: Promise<void> | null = null
let root: Root | null = null
let open = false

function close(): void {
  if (!open) return
  open = false
  root?.render(null)
  // The modal adds this class to <body>; it never outlives the modal.
  document.body.classList.remove('DocSearch--active')
  document.querySelector<HTMLElement>(`[${SEARCH_BUTTON_ATTRIBUTE}]`)?.focus()
}

const api: SearchModalApi = {
  async open(query) {
    const button = document.querySelector(`[${SEARCH_BUTTON_ATTRIBUTE}]`)
    const config = JSON.parse(button?.getAttribute(SEARCH_CONFIG_ATTRIBUTE) ?? 'null') as SearchConfig | null
    if (!config) throw new Error(`the search button carries no ${SEARCH_CONFIG_ATTRIBUTE}`)
    stylesheet ??= loadStylesheet(sitePath(docsearchStylesheetPath(docsearchCss.version)))
    stylesheet.catch(() => (stylesheet = null))
    await stylesheet
    if (!root) {
      const container = document.createElement('div')
      container.setAttribute(NO_START_ATTRIBUTE, '') // search needs no Gatsby runtime
      document.body.append(container)
      root = createRoot(container)
    }
    const text = query()
    if (text === null) return
    open = true
    const modal = <SearchModal config={config} onClose={close} initialScrollY={window.scrollY} initialQuery={text} />
    flushSync(() => root!.render(modal))
  },
  close,
  isOpen: () => open,
}

;(window as unknown as Record<string, SearchModalApi>)[SEARCH_MODAL_API] = api
document.dispatchEvent(new Event(SEARCH_MODAL_READY_EVENT))
