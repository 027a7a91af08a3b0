/**
 * The navbar's search button, in DocSearch's button markup and stylesheet, also opened with
 * Ctrl/Cmd+K and "/". The modal, its stylesheet and the search back end are loaded on first
 * use; hovering or focusing the button starts that early. If they cannot load, the reader is
 * sent to the search page instead.
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
import { REPLAY_ON_HYDRATION } from '../../browser/siteStarted'
import type { SearchModalProps } from './SearchModal'
import { bufferKeystrokes } from './typeahead'
import { BUTTON_LABEL, BUTTON_TEXT } from './labels'
import { earlySearch, handOver, SEARCH_BUTTON_ATTRIBUTE, SEARCH_PAGE_ATTRIBUTE } from './early'
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

function loadModal(): Promise<ModalComponent> {
  modal ??= Promise.all([import('./SearchModal'), loadStylesheet(withPrefix(docsearchStylesheetPath(docsearchCss.version)))]).then(
    ([module]) => module.SearchModal,
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
    // A tap before hydration was answered by the early search field (early.ts): the reader has
    // been typing there, or closed it, which answers that tap.
    const early = earlySearch()
    if (early && !early.open) return void handOver(early)
    opening.current = true
    scrollY.current = window.scrollY
    // What the reader types before the modal is there becomes its query (see typeahead.ts).
    const typed = early ? null : bufferKeystrokes()
    const text = () => (early ? handOver(early) : typed!.stop())
    loadModal().then(
      (component) => {
        setInitialQuery(text())
        setModal(() => component)
        setIsOpen(true)
        opening.current = false
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
