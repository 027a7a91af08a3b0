/**
 * The navbar's search button, in DocSearch's button markup and stylesheet. Its behaviour is the
 * page script's (early.ts): a tap, Ctrl/Cmd+K or "/" opens search, before and after Gatsby's
 * runtime alike; the modal is its own entry (modalLoader.ts). The button carries what that needs:
 * the search page's address and the build's search back end.
 *
 * Its accessible name ("Search the docs") contains its visible text ("Search"); the shortcut
 * hint is drawn by CSS (search.css) for the eye only, so it is not part of the text a speech
 * user reads off the button, and is announced through aria-keyshortcuts instead (WCAG 2.5.3,
 * label in name).
 */
import '@docsearch/css/dist/_variables.css'
import '@docsearch/css/dist/button.css'
import './search.css'
import React, { useEffect, useState } from 'react'
import { withPrefix } from 'gatsby'
import { SEARCH_ROUTE } from '../../content/routes'
import { useSearchConfig } from './useSearchConfig'
import { BUTTON_LABEL, BUTTON_TEXT } from './labels'
import { SEARCH_BUTTON_ATTRIBUTE, SEARCH_CONFIG_ATTRIBUTE, SEARCH_PAGE_ATTRIBUTE } from './early'
import { NO_START_ATTRIBUTE } from '../../runtimeStart/switch'

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
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={BUTTON_LABEL}
      aria-keyshortcuts="Control+K Meta+K /"
      {...{ [NO_START_ATTRIBUTE]: '' }}
      {...{
        [SEARCH_BUTTON_ATTRIBUTE]: '',
        [SEARCH_PAGE_ATTRIBUTE]: withPrefix(SEARCH_ROUTE),
        [SEARCH_CONFIG_ATTRIBUTE]: JSON.stringify(config),
      }}
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
  )
}
