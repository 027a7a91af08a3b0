/**
 * The DocSearch modal with the site's back end, rendered by its own entry (modalEntry.tsx) only
 * when the reader first opens search, so none of it is first-load JavaScript. It needs nothing of
 * Gatsby's runtime: links are plain links that navigate client-side once the runtime runs
 * (siteLinks.ts).
 */
import React, { useLayoutEffect, useMemo, useRef } from 'react'
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react'
import { EMBEDDED_INDEX_NAME, type SearchConfig } from '../../config/search'
import { MAX_QUERY_LENGTH } from '../query'
import { loadSearchClient } from '../client/load'
import type { SearchHit } from '../client/types'
import { followInSite, goTo, sitePath } from './siteLinks'
import { prepareModalHits } from './hits'
import { searchPageUrl } from './searchPageUrl'

type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>

/**
 * What DocSearch gets as "Algolia app" in embedded mode: it builds an Algolia client from these
 * before transformSearchClient replaces its `search`, so they must be non-empty; nothing is sent.
 */
const EMBEDDED_APP = { appId: EMBEDDED_INDEX_NAME, apiKey: EMBEDDED_INDEX_NAME, indexName: EMBEDDED_INDEX_NAME }

export interface SearchModalProps {
  config: SearchConfig
  onClose: () => void
  initialScrollY: number
  /** Text typed while the modal was loading. */
  initialQuery?: string
}

/**
 * A hit: a link (so it opens in a new tab, can be copied, and so on) inside DocSearch's listbox
 * option. Keyboard users move through the options from the input with the arrows and Enter, so
 * the links stay out of the tab order: Tab goes from the input to the modal's buttons.
 */
function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return (
    <a href={hit.url.startsWith('/') ? sitePath(hit.url) : hit.url} tabIndex={-1} onClick={(event) => followInSite(event, hit.url)}>
      {children}
    </a>
  )
}

const openInNewTab = ({ itemUrl }: { itemUrl: string }) => {
  window.open(itemUrl.startsWith('/') ? sitePath(itemUrl) : itemUrl, '_blank', 'noopener')
}

/**
 * DocSearch gives its full-screen overlay role="button" (it closes the modal on click) with
 * aria-expanded and aria-haspopup, so every control inside is a control nested in a button
 * (axe: nested-interactive). The overlay is the modal dialog: say so. DocSearch never changes
 * these attributes after its first render, so React leaves the correction in place.
 */
export function markAsDialog(overlay: Element | null): void {
  if (!overlay || overlay.getAttribute('role') !== 'button') return
  overlay.setAttribute('role', 'dialog')
  overlay.setAttribute('aria-modal', 'true')
  overlay.removeAttribute('aria-expanded')
  overlay.removeAttribute('aria-haspopup')
}

/**
 * DocSearch 3.9 points the input's and the dialog's aria-controls at "docsearch-hits0-list",
 * while its listbox is "docsearch-list" (axe: aria-valid-attr-value). Point them at the listbox
 * that is there, whenever DocSearch renders.
 */
export function fixListReferences(root: Element): void {
  const listbox = root.querySelector('[role="listbox"][id]')
  for (const element of root.querySelectorAll('[aria-controls]')) {
    const target = element.getAttribute('aria-controls')!
    if (root.ownerDocument.getElementById(target)) continue
    if (listbox) element.setAttribute('aria-controls', listbox.id)
    else element.removeAttribute('aria-controls')
  }
}

export function SearchModal({ config, onClose, initialScrollY, initialQuery }: SearchModalProps) {
  const hosted = config.provider === 'algolia'
  const wrapper = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => markAsDialog(wrapper.current?.firstElementChild ?? null), [])
  useLayoutEffect(() => {
    const root = wrapper.current
    if (!root) return
    fixListReferences(root)
    const observer = new MutationObserver(() => fixListReferences(root))
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls', 'id'] })
    return () => observer.disconnect()
  }, [])
  const transformSearchClient = useMemo<TransformClient>(() => {
    if (hosted) return (client) => client
    const embedded = loadSearchClient(config, sitePath)
    const search = async (params: Parameters<Awaited<typeof embedded>['search']>[0]) => (await embedded).search(params)
    return (client) => ({ ...client, search: search as unknown as typeof client.search })
  }, [hosted, config])

  return (
    <div ref={wrapper} data-search-provider={config.provider}>
      <DocSearchModal
        {...(hosted ? { appId: config.appId, apiKey: config.apiKey, indexName: config.indexName } : EMBEDDED_APP)}
        transformSearchClient={transformSearchClient}
        transformItems={(items) => prepareModalHits(items as unknown as SearchHit[], window.location.origin) as unknown as typeof items}
        hitComponent={Hit}
        navigator={{
          navigate: ({ itemUrl }) => (itemUrl.startsWith('/') ? goTo(itemUrl) : window.location.assign(itemUrl)),
          navigateNewTab: openInNewTab,
          navigateNewWindow: openInNewTab,
        }}
        resultsFooterComponent={({ state }) => (
          <a
            href={sitePath(searchPageUrl(state.query))}
            onClick={(event) => {
              followInSite(event, searchPageUrl(state.query))
              onClose()
            }}
            className="DocSearch-Link"
          >
            See all results for “{state.query.slice(0, MAX_QUERY_LENGTH)}”
          </a>
        )}
        placeholder="Search the docs"
        onClose={onClose}
        initialScrollY={initialScrollY}
        initialQuery={initialQuery}
        maxResultsPerGroup={5}
      />
    </div>
  )
}
