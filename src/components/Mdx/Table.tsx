import React from 'react'
import * as styles from './Mdx.module.css'

/** Wide tables scroll inside a focusable region, so keyboard users can scroll them too. */
export function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
      <table {...props} />
    </div>
  )
}
