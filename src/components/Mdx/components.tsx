import React from 'react'
import { isExternal } from '../../config/urls'
import { Admonition } from './Admonition'
import { CodeBlock } from './CodeBlock'
import { CodeTabs } from '../CodeTabs/CodeTabs'
import { H2, H3, H4 } from './Heading'
import { Table } from './Table'
import { TabItem, Tabs } from './Tabs'
import { RunnableSample } from '../../run/RunnableSample'

export interface ArticleSettings {
  /** The site's path prefix ("" at the root), put before every link to a site route. */
  basePath: string
  /** The documented @reduxjs/toolkit release, for <Release />. */
  release: string
  /** Section headings with a "#" link to themselves (docs); the home page's headings have none. */
  headingLinks: boolean
}

/**
 * What an MDX body renders through (at build time, src/mdx/renderArticle.tsx): code blocks,
 * section headings with their links, tables in scrollable regions, site links with the path
 * prefix, and the components authors may use (<Admonition>, <Tabs>/<TabItem>, <CodeTabs>,
 * <Release />), and the Run button of `run` samples (src/run). Their behaviour in the browser comes from the document's listeners
 * (src/browser/article.ts), so none of them is a React component in the browser.
 */
export function articleComponents({ basePath, release, headingLinks }: ArticleSettings) {
  const prefix = basePath.replace(/\/+$/, '')
  function ArticleLink({ href = '', ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
    const target = isExternal(href) || !href.startsWith('/') ? href : `${prefix}${href}`
    return <a href={target} {...props} />
  }
  function Release() {
    return <>{release}</>
  }
  function Runnable(props: { file: string; route: string; children?: React.ReactNode }) {
    return <RunnableSample {...props} basePath={prefix} />
  }
  return {
    pre: CodeBlock,
    ...(headingLinks ? { h2: H2, h3: H3, h4: H4 } : {}),
    table: Table,
    a: ArticleLink,
    CodeTabs,
    Release,
    RunnableSample: Runnable,
    Admonition,
    Tabs,
    TabItem,
  }
}
