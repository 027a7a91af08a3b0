import React, { useEffect, useState } from 'react'
import * as styles from './TableOfContents.module.css'

/** An entry of the table of contents (src/mdx/renderArticle.tsx makes them): an h2 and its h3s. */
export interface TocItem {
  url: string
  title: string
  items?: readonly TocItem[]
}

function flatIds(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [decodeURIComponent(item.url.slice(1)), ...flatIds(item.items ?? [])])
}

/** Highlights the last heading that has scrolled past the top of the viewport. */
function useActiveId(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  // The effect restarts only when the headings change, not on every new array of the same ids.
  const idList = ids.join('\n')
  useEffect(() => {
    const ids = idList ? idList.split('\n') : []
    if (ids.length === 0) return
    let frame = 0
    const update = () => {
      frame = 0
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80
      let current: string | null = null
      for (const id of ids) {
        const el = document.getElementById(id)
        if (el && el.getBoundingClientRect().top <= offset + 1) current = id
      }
      setActive(current ?? ids[0])
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('hashchange', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('hashchange', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [idList])
  return active
}

export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  const active = useActiveId(flatIds(items))
  if (items.length === 0) return null
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <p className={styles.heading}>On this page</p>
      <List items={items} active={active} />
    </nav>
  )
}

function List({ items, active }: { items: readonly TocItem[]; active: string | null }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const id = decodeURIComponent(item.url.slice(1))
        return (
          <li key={item.url}>
            <a href={item.url} className={styles.link} aria-current={active === id ? 'location' : undefined}>
              {item.title}
            </a>
            {item.items && item.items.length > 0 && <List items={item.items} active={active} />}
          </li>
        )
      })}
    </ul>
  )
}
