import React from 'react'
import { mdxClass } from './classNames'

type Props = React.TableHTMLAttributes<HTMLTableElement> & { 'data-region-label'?: string }

/**
 * Wide tables scroll inside a focusable region, so keyboard users can scroll them too. Each
 * region is named after its section (src/mdx/tableRegions.ts), so no two share a name.
 */
export function Table({ 'data-region-label': label, ...props }: Props) {
  return (
    <div className={mdxClass.tableWrap} tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table {...props} />
    </div>
  )
}
