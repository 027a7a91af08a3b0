import React, { useState } from 'react'
import { MDXProvider } from '@mdx-js/react'
import { ARTICLE_ATTRIBUTE, serverArticleHtml } from '../../browser/article'

type Props = {
  children: React.ReactNode
  components: React.ComponentProps<typeof MDXProvider>['components']
  className?: string
}

/**
 * A page's MDX body. The server renders it; on a first visit React keeps that HTML untouched
 * (an element with inner HTML is not walked during hydration), so hydrating a page costs the
 * layout only. After a client-side navigation React renders the MDX. Its behaviour (tabs, copy
 * buttons, links) does not depend on which of the two happened: see src/browser/article.ts.
 */
export function Article({ children, components, className }: Props) {
  // Decided once per mount: a re-render of this page never swaps one form for the other.
  const [serverHtml] = useState(() => (typeof window === 'undefined' ? null : serverArticleHtml()))
  const marker = { [ARTICLE_ATTRIBUTE]: '' }
  if (serverHtml) return <div className={className} {...marker} dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning />
  return (
    <div className={className} {...marker}>
      <MDXProvider components={components}>{children}</MDXProvider>
    </div>
  )
}
