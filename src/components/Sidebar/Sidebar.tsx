import React, { useState } from 'react'
import { Link } from 'gatsby'
import type { SidebarTreeNode } from '../../content/sidebar'
import * as styles from './Sidebar.module.css'

function containsPath(node: SidebarTreeNode, path: string): boolean {
  return node.type === 'doc' ? node.path === path : node.items.some((child) => containsPath(child, path))
}

interface Props {
  tree: SidebarTreeNode[]
  currentPath: string
}

/**
 * The docs navigation. Categories are native <details> disclosures: they open and close with the
 * keyboard and work without JavaScript. The category holding the current page starts open.
 */
export function Sidebar({ tree, currentPath }: Props) {
  return (
    <nav aria-label="Docs sidebar" className={styles.sidebar}>
      <Items items={tree} currentPath={currentPath} />
    </nav>
  )
}

function Items({ items, currentPath }: { items: SidebarTreeNode[]; currentPath: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        item.type === 'doc' ? (
          <li key={item.id}>
            <Link to={item.path} className={styles.link} aria-current={item.path === currentPath ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={item.label} category={item} currentPath={currentPath} />
        ),
      )}
    </ul>
  )
}

function Category({ category, currentPath }: { category: Extract<SidebarTreeNode, { type: 'category' }>; currentPath: string }) {
  const active = containsPath(category, currentPath)
  const [open, setOpen] = useState(active)
  return (
    <li>
      <details open={open} onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)} className={styles.category}>
        <summary className={styles.summary}>{category.label}</summary>
        <Items items={category.items} currentPath={currentPath} />
      </details>
    </li>
  )
}
