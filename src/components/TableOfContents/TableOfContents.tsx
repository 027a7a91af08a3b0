import React from 'react'
import { TOC_ATTRIBUTE } from './highlight'
import * as styles from './TableOfContents.module.css'

/** An entry of the table of contents (src/mdx/renderArticle.tsx makes them): an h2 and its h3s. */
export interface TocItem {
  url: string
  title: string
  items?: readonly TocItem[]
}

/** The page's headings as links; the page script marks the one being read (highlight.ts). */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  if (items.length === 0) return null
  return (
    <nav aria-label="On this page" className={styles.toc} {...{ [TOC_ATTRIBUTE]: '' }}>
      <p className={styles.heading}>On this page</p>
      <List items={items} />
    </nav>
  )
}

function List({ items }: { items: readonly TocItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.url}>
          <a href={item.url} className={styles.link}>
            {item.title}
          </a>
          {item.items && item.items.length > 0 && <List items={item.items} />}
        </li>
      ))}
    </ul>
  )
}
