import React from 'react'
import { withPrefix } from 'gatsby'
import { isExternal } from '../../config/site'
import { stripPathPrefix } from '../SmartLink/SmartLink'
import { Admonition } from './Admonition'
import { CodeBlock } from './CodeBlock'
import { CodeTabs } from './CodeTabs'
import { H2, H3, H4 } from './Heading'
import { Release } from './Release'
import { Table } from './Table'
import { TabItem, Tabs } from './Tabs'

/**
 * A link in an article: a plain anchor (with the site's path prefix for site routes). Clicks on
 * links to site pages navigate client-side and are prefetched through the document's listeners
 * (src/browser/article.ts), whether React rendered the article or not.
 */
function ArticleLink({ href = '', ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const target = isExternal(href) || !href.startsWith('/') ? href : withPrefix(stripPathPrefix(href))
  return <a href={target} {...props} />
}

/** What MDX pages render through: code blocks, section headings with their links, site links, and the components authors may use. */
export const mdxComponents = {
  pre: CodeBlock,
  h2: H2,
  h3: H3,
  h4: H4,
  table: Table,
  CodeTabs,
  Release,
  a: ArticleLink,
  Admonition,
  Tabs,
  TabItem,
}

/** The home page's MDX: the same, but its headings (hero, feature titles) carry no section links. */
export const homeMdxComponents = { ...mdxComponents, h2: 'h2', h3: 'h3', h4: 'h4' } as const
