/**
 * The navbar's search button, in DocSearch's button markup and stylesheet, also opened with
 * Ctrl/Cmd+K and "/". The modal, its stylesheet and the search back end are loaded on first
 * use (hovering or focusing the button starts that early); until they are here, a plain search
 * field answers at once and its text becomes the modal's query (early.ts). If they cannot load,
 * the reader is sent to the search page instead.
 *
 * Its accessible name ("Search the docs") contains its visible text ("Search"); the shortcut
 * hint is drawn by CSS (search.css) for the eye only, so it is not part of the text a speech
 * user reads off the button, and is announced through aria-keyshortcuts instead (WCAG 2.5.3,
 * label in name).
 */
import '@docsearch/css/dist/_variables.css'
import '@docsearch/css/dist/button.css'
import './search.css'
import React, { useCallback, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { navigate, withPrefix } from 'gatsby'
import docsearchCss from '@docsearch/css/package.json'
import { docsearchStylesheetPath } from '../../config/search'
import { SEARCH_ROUTE } from '../../content/routes'
import { useSearchConfig } from './useSearchConfig'
import { REPLAY_ON_HYDRATION } from '../../runtimeStart/switch'
import type { SearchModalProps } from './SearchModal'
import { BUTTON_LABEL, BUTTON_TEXT } from './labels'
import { earlySearch, handOver, isEarlyOpen, openEarlySearch, SEARCH_BUTTON_ATTRIBUTE, SEARCH_PAGE_ATTRIBUTE } from './early'
import { searchPageUrl } from './searchPageUrl'
import { useSearchShortcuts } from './shortcuts'

type ModalComponent = React.ComponentType<SearchModalProps>

/** Adds the stylesheet once; resolves when it has loaded. */
export function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)
  if (existing?.dataset.loaded) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
    link.addEventListener('load', () => {
      link.dataset.loaded = 'true'
      resolve()
    })
    link.addEventListener('error', () => {
      link.remove()
      reject(new Error(`The search stylesheet ${href} did not load`))
    })
    if (!existing) document.head.appendChild(link)
  })
}

let modal: Promise<ModalComponent> | undefined
/** Set once the modal's code and stylesheet are here: it then opens at once, with no early field. */
let modalReady = false

function loadModal(): Promise<ModalComponent> {
  modal ??= Promise.all([import('./SearchModal'), loadStylesheet(withPrefix(docsearchStylesheetPath(docsearchCss.version)))]).then(
    ([module]) => {
      modalReady = true
      return module.SearchModal
    },
  )
  modal.catch(() => {
    modal = undefined
  })
  return modal
}

const noop = () => undefined

/** "⌘" on Apple platforms, "Ctrl" elsewhere (and in the server-rendered HTML). */
function useModifierKey(): string {
  const [key, setKey] = useState('Ctrl')
  useEffect(() => {
    if (/Mac|iPhone|iPad|iPod/.test(navigator.platform)) setKey('⌘')
  }, [])
  return key
}

export function SearchButton() {
  const modifierKey = useModifierKey()
  const config = useSearchConfig()
  const [Modal, setModal] = useState<ModalComponent | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const opening = useRef(false)
  const scrollY = useRef(0)
  const [initialQuery, setInitialQuery] = useState('')

  const onOpen = useCallback(() => {
    if (opening.current) return
    // Until the modal's code is here, the early field answers at once (early.ts): the page
    // script opened it before hydration, or it opens now. A reader who closed it has been answered.
    const early = earlySearch() ?? (modalReady || !button.current ? null : openEarlySearch(button.current))
    if (early && !isEarlyOpen(early)) return void handOver(early)
    opening.current = true
    scrollY.current = window.scrollY
    const text = () => (early ? handOver(early) : '')
    loadModal().then(
      (component) => {
        opening.current = false
        if (early && !isEarlyOpen(early)) return void handOver(early) // closed while the modal loaded
        setInitialQuery(text())
        setModal(() => component)
        setIsOpen(true)
      },
      (error: Error) => {
        const query = text()
        opening.current = false
        console.error(`Search could not open here (${error.message}); going to the search page.`)
        void navigate(query ? searchPageUrl(query) : SEARCH_ROUTE)
      },
    )
  }, [])

  const onClose = useCallback(() => {
    setIsOpen(false)
    button.current?.focus()
  }, [])

  useSearchShortcuts({ isOpen, onOpen, onClose })

  // The modal adds this class to <body>; make sure it never outlives the modal (route changes).
  useEffect(() => () => document.body.classList.remove('DocSearch--active'), [])

  const preload = useCallback(() => void loadModal().catch(noop), [])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={BUTTON_LABEL}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={onOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        {...REPLAY_ON_HYDRATION}
        {...{ [SEARCH_BUTTON_ATTRIBUTE]: '', [SEARCH_PAGE_ATTRIBUTE]: withPrefix(SEARCH_ROUTE) }}
      >
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" />
            <path d="M13 13l5 5" fill="none" stroke="currentColor" strokeLinecap="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">{BUTTON_TEXT}</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd className="DocSearch-Button-Key" data-key={modifierKey} />
          <kbd className="DocSearch-Button-Key" data-key="K" />
        </span>
      </button>
      {isOpen &&
        Modal &&
        createPortal(
          <Modal config={config} onClose={onClose} initialScrollY={scrollY.current} initialQuery={initialQuery} />,
          document.body,
        )}
    </>
  )
}
