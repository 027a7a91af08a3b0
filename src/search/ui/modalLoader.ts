/**
 * The search modal is its own webpack entry (modalEntry.tsx): React and the modal, without
 * Gatsby's runtime, the page's data or its chunks, so a first search costs only what search
 * needs. The build lists the entry's files in every page (SEARCH_MODAL_DATA_ID, written by
 * src/build/postBuild.ts); the page script (early.ts) adds them on the first search, skipping
 * any the page already has (the webpack runtime and React are shared with Gatsby's runtime, so
 * each runs once, whichever starts first). The entry then offers its API on the window.
 */
export const SEARCH_MODAL_ENTRY = 'search-modal'
export const SEARCH_MODAL_DATA_ID = 'search-modal-files'
/** The window property where the entry puts its API, and the document event it sends then. */
export const SEARCH_MODAL_API = '__rtkDocsSearchModal'
export const SEARCH_MODAL_READY_EVENT = 'rtk-docs:search-modal-ready'

export interface SearchModalApi {
  /**
   * Opens the modal with the query `query()` gives once it can show (read then, so no key typed
   * meanwhile is lost; null: the reader no longer wants it); resolves when it is on screen.
   */
  open(query: () => string | null): Promise<void>
  close(): void
  isOpen(): boolean
}

type ModalWindow = Window & { [SEARCH_MODAL_API]?: SearchModalApi }

let loading: Promise<SearchModalApi> | null = null

/** The modal's API, adding the entry's scripts to the page the first time. */
export function loadSearchModal(doc: Document = document): Promise<SearchModalApi> {
  const win = (doc.defaultView ?? window) as ModalWindow
  const ready = win[SEARCH_MODAL_API]
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<SearchModalApi>((resolve, reject) => {
    const data = doc.getElementById(SEARCH_MODAL_DATA_ID)
    if (!data) return reject(new Error(`this page lists no search modal files (#${SEARCH_MODAL_DATA_ID})`))
    doc.addEventListener(SEARCH_MODAL_READY_EVENT, () => resolve(win[SEARCH_MODAL_API]!), { once: true })
    for (const src of JSON.parse(data.textContent || '[]') as string[]) {
      if (doc.querySelector(`script[src="${src}"]`)) continue
      const script = Object.assign(doc.createElement('script'), { src })
      script.addEventListener('error', () => reject(new Error(`${src} did not load`)))
      doc.body.append(script)
    }
  })
  loading.catch(() => (loading = null))
  return loading
}
