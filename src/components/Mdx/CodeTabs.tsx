import React, { useId } from 'react'
import type { CodeLanguage } from '../../browser/codeLanguage'
import { mdxAttr, mdxClass } from './classNames'

const LABELS: Record<CodeLanguage, string> = { ts: 'TypeScript', js: 'JavaScript' }
const ORDER: CodeLanguage[] = ['ts', 'js']

/**
 * A TypeScript sample and its generated JavaScript. The choice is shared by every sample and
 * persisted; CSS keyed on <html data-code-lang> shows the chosen panel from the first paint, and
 * without JavaScript both panels stay visible, each under its own label. The tabs answer clicks
 * and arrow keys through the document's listeners (src/browser/article.ts), which also mark the
 * chosen tab as selected.
 */
export function CodeTabs({ children }: { children: React.ReactNode }) {
  const panels = React.Children.toArray(children)
  const id = useId()
  return (
    <div className={mdxClass.codeTabs} {...{ [mdxAttr.codeTabs]: '' }}>
      <div role="tablist" aria-label="Sample language" className={mdxClass.tabList}>
        {ORDER.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`${id}-${lang}-tab`}
            aria-controls={`${id}-${lang}`}
            aria-selected={lang === 'ts'}
            tabIndex={lang === 'ts' ? 0 : -1}
            {...{ [mdxAttr.lang]: lang }}
            className={mdxClass.tab}
          >
            {LABELS[lang]}
          </button>
        ))}
      </div>
      {ORDER.map((lang, i) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${id}-${lang}`}
          aria-labelledby={`${id}-${lang}-tab`}
          {...{ [mdxAttr.lang]: lang }}
          className={mdxClass.codePanel}
        >
          <p className={mdxClass.noJsLabel}>{LABELS[lang]}</p>
          {panels[i]}
        </div>
      ))}
    </div>
  )
}
