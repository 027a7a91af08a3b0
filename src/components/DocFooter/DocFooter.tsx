import React from 'react'
import { Link } from 'gatsby'
import * as styles from './DocFooter.module.css'

type PageLink = { path: string; label: string } | null

export function Breadcrumbs({ categories, current }: { categories: readonly string[]; current: string }) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {categories.map((label) => (
          <li key={label}>{label}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}

/** "Edit this page" (when an edit URL is configured), the file's last change (when git knows it) and previous / next links in sidebar order. */
export function DocFooter({
  editUrl,
  lastUpdated,
  previous,
  next,
}: {
  editUrl: string | null
  lastUpdated: Queries.DocDate | null
  previous: PageLink
  next: PageLink
}) {
  return (
    <footer className={styles.docFooter}>
      {(editUrl || lastUpdated) && (
        <p className={styles.meta}>
          {editUrl && <a href={editUrl}>Edit this page</a>}
          {lastUpdated && (
            <span>
              Last updated on <time dateTime={lastUpdated.date}>{lastUpdated.text}</time>
            </span>
          )}
        </p>
      )}
      {(previous || next) && (
        <nav aria-label="Docs pages" className={styles.pager}>
          {previous ? (
            <Link to={previous.path} rel="prev" className={styles.pagerLink}>
              <span className={styles.pagerLabel}>Previous</span>
              <span>« {previous.label}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={next.path} rel="next" className={`${styles.pagerLink} ${styles.next}`}>
              <span className={styles.pagerLabel}>Next</span>
              <span>{next.label} »</span>
            </Link>
          )}
        </nav>
      )}
    </footer>
  )
}
