import React, { useId, useRef, useState } from 'react'
import * as styles from './Mdx.module.css'

export function TabItem({ children }: { label: string; children: React.ReactNode }) {
  return <>{children}</>
}

/**
 * Tabs from MDX: <Tabs><TabItem label="npm">…</TabItem>…</Tabs>. Arrow keys, Home and End move
 * between tabs. Without JavaScript every panel stays visible (the hiding rule needs html.js).
 */
export function Tabs({ children }: { children: React.ReactNode }) {
  const items = React.Children.toArray(children).filter((child): child is React.ReactElement<{ label: string; children: React.ReactNode }> =>
    React.isValidElement(child),
  )
  const [selected, setSelected] = useState(0)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const id = useId()
  const select = (index: number) => {
    const next = (index + items.length) % items.length
    setSelected(next)
    tabs.current[next]?.focus()
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: items.length - 1 }
    if (event.key in moves) {
      event.preventDefault()
      select(moves[event.key])
    }
  }
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.tabList} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.props.label}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(i)}
          >
            {item.props.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.label}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          data-inactive={i === selected ? undefined : ''}
          className={styles.tabPanel}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
