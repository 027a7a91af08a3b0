import React, { useSyncExternalStore } from 'react'
import { currentCodeLanguage, setCodeLanguage, subscribeCodeLanguage, type CodeLanguage } from '../../browser/codeLanguage'
import * as styles from './Mdx.module.css'

const LABELS: Record<CodeLanguage, string> = { ts: 'TypeScript', js: 'JavaScript' }
const ORDER: CodeLanguage[] = ['ts', 'js']

/**
 * A TypeScript sample and its generated JavaScript. The choice is shared by every sample and
 * persisted; CSS keyed on <html data-code-lang> shows the chosen panel from the first paint, and
 * without JavaScript both panels stay visible, each under its own label.
 */
export function CodeTabs({ children }: { children: React.ReactNode }) {
  const panels = React.Children.toArray(children)
  // The server renders TypeScript as selected; the real choice arrives right after hydration.
  const language = useSyncExternalStore(subscribeCodeLanguage, currentCodeLanguage, () => 'ts' as const)
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, CodeLanguage> = { ArrowLeft: 'ts', ArrowRight: 'js', Home: 'ts', End: 'js' }
    const next = moves[event.key]
    if (!next) return
    event.preventDefault()
    setCodeLanguage(next)
    const list = event.currentTarget
    requestAnimationFrame(() => list.querySelector<HTMLButtonElement>('[aria-selected="true"]')?.focus())
  }
  return (
    <div className={styles.codeTabs}>
      <div role="tablist" aria-label="Sample language" className={styles.tabList} onKeyDown={onKeyDown}>
        {ORDER.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            aria-selected={language === lang}
            tabIndex={language === lang ? 0 : -1}
            className={styles.tab}
            onClick={() => setCodeLanguage(lang)}
          >
            {LABELS[lang]}
          </button>
        ))}
      </div>
      {ORDER.map((lang, i) => (
        <div key={lang} role="tabpanel" aria-label={LABELS[lang]} data-lang={lang} className={styles.codePanel}>
          <p className={styles.noJsLabel}>{LABELS[lang]}</p>
          {panels[i]}
        </div>
      ))}
    </div>
  )
}
