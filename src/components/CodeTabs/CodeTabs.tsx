import React, { useId } from 'react'
import { DEFAULT_CODE_LANGUAGE, type CodeLanguage } from './language'
import { mdxAttr, mdxClass } from '../Mdx/classNames'

const LABELS: Record<CodeLanguage, string> = { ts: 'TypeScript', js: 'JavaScript' }
const ORDER: CodeLanguage[] = ['ts', 'js']

/**
 * A TypeScript sample and its generated JavaScript (remark.ts makes the pair at build time). The
 * choice is shared by every sample and stored (language.ts); codeTabs.css shows the chosen panel
 * from the first paint, keyed on <html data-code-lang>, and behaviour.ts answers the tabs and marks
 * the chosen one selected. Without scripts both panels show, each under its own label.
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
            aria-selected={lang === DEFAULT_CODE_LANGUAGE}
            tabIndex={lang === DEFAULT_CODE_LANGUAGE ? 0 : -1}
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

/** The no-script sheet's rules for sample tabs (src/components/noScript.ts): both panels, labelled, no tabs. */
export const CODE_TABS_NO_SCRIPT_STYLES = [
  `.${mdxClass.codeTabs}>.${mdxClass.tabList}{display:none!important}`,
  `.${mdxClass.codeTabs} .${mdxClass.codePanel},.${mdxClass.noJsLabel}{display:block!important}`,
].join('')
