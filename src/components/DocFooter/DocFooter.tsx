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

/** A YYYY-MM-DD date as readers write it ("November 24, 2026"), the same on the server and in every browser. */
const readableDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** "Edit this page" (when an edit URL is configured), the file's last change (when git knows it) and previous / next links in sidebar order. */
export function DocFooter({
  editUrl,
  lastUpdated,
  previous,
  next,
}: {
  editUrl: string | null
  lastUpdated: string | null
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
              Last updated on <time dateTime={lastUpdated}>{readableDate(lastUpdated)}</time>
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
