import React from 'react'
import { ARTICLE_ATTRIBUTE } from '../../browser/article'

/**
 * A page's article body: HTML rendered at build time (src/mdx/renderArticle.tsx), carried by the
 * page's query. React inserts it as inner HTML and never renders or walks what is inside, on a
 * first load (hydration leaves an element's inner HTML alone) and after a client-side navigation
 * alike. Its behaviour (tabs, copy buttons, links) comes from the document's listeners
 * (src/browser/article.ts).
 */
export function Article({ html, className }: { html: string; className?: string }) {
  return <div className={className} {...{ [ARTICLE_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />
}
