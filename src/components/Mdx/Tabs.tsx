import React, { useId } from 'react'
import { mdxAttr, mdxClass } from './classNames'

export function TabItem({ children }: { label: string; children: React.ReactNode }) {
  return <>{children}</>
}

/**
 * Tabs from MDX: <Tabs><TabItem label="npm">…</TabItem>…</Tabs>. The first tab starts selected;
 * clicks, arrow keys, Home and End are handled by the document's listeners
 * (src/components/Mdx/behaviour.ts). Without JavaScript every panel stays visible (src/components/noScript.ts).
 */
export function Tabs({ children }: { children: React.ReactNode }) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<{ label: string; children: React.ReactNode }> => React.isValidElement(child),
  )
  const id = useId()
  return (
    <div className={mdxClass.tabs} {...{ [mdxAttr.tabs]: '' }}>
      <div role="tablist" className={mdxClass.tabList}>
        {items.map((item, i) => (
          <button
            key={item.props.label}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === 0}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === 0 ? 0 : -1}
            className={mdxClass.tab}
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
          {...(i === 0 ? {} : { [mdxAttr.inactive]: '' })}
          className={mdxClass.tabPanel}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
