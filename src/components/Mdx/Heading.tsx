import React from 'react'
import { mdxClass } from './classNames'

/** The plain text of a heading's children (which may hold inline code), for the link's name. */
export function textOf(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children)
  return ''
}

type HeadingProps = React.HTMLAttributes<HTMLHeadingElement>

/**
 * A section heading (h2–h4) with a "#" link to itself, for copying or sharing the address of a
 * section. The link sits beside the heading rather than inside it, so the heading's accessible
 * name stays its own text (what screen-reader heading lists and the table of contents show); the
 * link is named after the section. Shown on hover or keyboard focus, always on touch screens.
 */
function anchored(Tag: 'h2' | 'h3' | 'h4') {
  function Heading({ id, children, ...props }: HeadingProps) {
    if (!id) return <Tag {...props}>{children}</Tag>
    return (
      <div className={mdxClass.heading}>
        <Tag id={id} {...props}>
          {children}
        </Tag>
        <a className={mdxClass.headingLink} href={`#${id}`} aria-label={`Link to the section “${textOf(children)}”`}>
          <span aria-hidden="true">#</span>
        </a>
      </div>
    )
  }
  Heading.displayName = `Anchored${Tag.toUpperCase()}`
  return Heading
}

export const H2 = anchored('h2')
export const H3 = anchored('h3')
export const H4 = anchored('h4')
