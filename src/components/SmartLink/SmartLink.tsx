import React from 'react'
import { Link } from 'gatsby'
import { isExternal } from '../../config/urls'

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  /** Only for site routes: class added when the route is the current page. */
  activeClassName?: string
  partiallyActive?: boolean
}

declare const __PATH_PREFIX__: string | undefined

/** MDX links may already carry the path prefix; Link adds it itself. */
export function stripPathPrefix(to: string, prefix: string = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : ''): string {
  if (prefix && prefix !== '/' && (to === prefix || to.startsWith(`${prefix}/`) || to.startsWith(`${prefix}#`))) {
    return to.slice(prefix.length) || '/'
  }
  return to
}

/** Site routes go through Gatsby's Link (client-side navigation and prefetching); others are plain links. */
export function SmartLink({ to, children, activeClassName, partiallyActive, ...rest }: Props) {
  if (isExternal(to) || to.startsWith('#') || !to.startsWith('/')) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={stripPathPrefix(to)} activeClassName={activeClassName} partiallyActive={partiallyActive} {...(rest as object)}>
      {children}
    </Link>
  )
}
