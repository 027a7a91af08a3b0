import React from 'react'
import { SmartLink } from '../SmartLink/SmartLink'
import { Admonition } from './Admonition'
import { CodeBlock } from './CodeBlock'
import { CodeTabs } from './CodeTabs'
import { H2, H3, H4 } from './Heading'
import { Release } from './Release'
import { Table } from './Table'
import { TabItem, Tabs } from './Tabs'

/** What MDX pages render through: code blocks, section headings with their links, site links, and the components authors may use. */
export const mdxComponents = {
  pre: CodeBlock,
  h2: H2,
  h3: H3,
  h4: H4,
  table: Table,
  CodeTabs,
  Release,
  a: ({ href = '', ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement>) => <SmartLink to={href} {...props} />,
  Admonition,
  Tabs,
  TabItem,
}

/** The home page's MDX: the same, but its headings (hero, feature titles) carry no section links. */
export const homeMdxComponents = { ...mdxComponents, h2: 'h2', h3: 'h3', h4: 'h4' } as const
