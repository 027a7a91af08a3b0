/**
 * The reader's sample language (TypeScript or JavaScript): one choice for every sample on every
 * page, kept in localStorage and mirrored on <html data-code-lang> so CSS shows the right tab
 * before the first paint (the head script sets it).
 */
import { storageReadExpression, storageSlot } from '../../browser/storage'

export type CodeLanguage = 'ts' | 'js'
/** The language a reader has until they choose: its tabs are the ones the markup selects (CodeTabs.tsx). */
export const DEFAULT_CODE_LANGUAGE: CodeLanguage = 'ts'

export const CODE_LANGUAGE_STORAGE_KEY = 'code-language'
const stored = storageSlot(CODE_LANGUAGE_STORAGE_KEY)
export const CODE_LANGUAGE_ATTRIBUTE = 'data-code-lang'

export function parseCodeLanguage(value: unknown): CodeLanguage {
  return value === 'js' ? 'js' : DEFAULT_CODE_LANGUAGE
}

/** The head-script part: applies the stored choice to <html>. */
export function codeLanguageScript(): string {
  return `(function(){var l=${storageReadExpression(stored)}==='js'?'js':${JSON.stringify(DEFAULT_CODE_LANGUAGE)};document.documentElement.setAttribute(${JSON.stringify(CODE_LANGUAGE_ATTRIBUTE)},l)})()`
}

export function currentCodeLanguage(): CodeLanguage {
  return parseCodeLanguage(document.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE))
}

/** Set when a choice could not be stored: the page then keeps its own rather than storage's. */
let heldByPage = false

export function setCodeLanguage(language: CodeLanguage): void {
  document.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, language)
  heldByPage = !stored.set(language)
}

/**
 * When the page comes back into view, takes the choice another tab stored meanwhile; true when it
 * changed. Read then rather than on each `storage` event: registering a storage listener was a
 * measurable part of the page's load (docs/performance.md), and a page out of view needs no update.
 */
export function takeStoredCodeLanguage(): boolean {
  const value = heldByPage ? null : stored.get()
  if (value === null || parseCodeLanguage(value) === currentCodeLanguage()) return false
  document.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, parseCodeLanguage(value))
  return true
}
