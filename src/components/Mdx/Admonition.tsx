import React from 'react'
import { mdxClass } from './classNames'
import { ADMONITION_LABELS as DEFAULT_TITLES, admonitionKind, type AdmonitionType } from './admonition'

export type { AdmonitionType }

/** A callout for what a reader would otherwise get wrong: <Admonition type="tip">…</Admonition>. */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: React.ReactNode }) {
  const kind = admonitionKind(type)
  return (
    <div role="note" className={`${mdxClass.admonition} ${mdxClass[kind]}`} aria-label={title ?? DEFAULT_TITLES[kind]}>
      <p className={mdxClass.admonitionTitle}>{title ?? DEFAULT_TITLES[kind]}</p>
      {children}
    </div>
  )
}
