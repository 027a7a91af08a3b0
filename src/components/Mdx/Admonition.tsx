import React from 'react'
import * as styles from './Mdx.module.css'

export type AdmonitionType = 'note' | 'tip' | 'warning' | 'danger'

const DEFAULT_TITLES: Record<AdmonitionType, string> = { note: 'Note', tip: 'Tip', warning: 'Warning', danger: 'Danger' }

/** A callout for what a reader would otherwise get wrong: <Admonition type="tip">…</Admonition>. */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: React.ReactNode }) {
  const kind: AdmonitionType = type in DEFAULT_TITLES ? type : 'note'
  return (
    <div role="note" className={`${styles.admonition} ${styles[kind]}`} aria-label={title ?? DEFAULT_TITLES[kind]}>
      <p className={styles.admonitionTitle}>{title ?? DEFAULT_TITLES[kind]}</p>
      {children}
    </div>
  )
}
