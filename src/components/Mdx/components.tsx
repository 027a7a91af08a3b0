import React from 'react'
import { SmartLink } from '../SmartLink/SmartLink'
import { Admonition } from './Admonition'
import { CodeBlock } from './CodeBlock'
import { CodeTabs } from './CodeTabs'
import { Release } from './Release'
import { Table } from './Table'
import { TabItem, Tabs } from './Tabs'

/** What MDX pages render through: code blocks, site links, and the components authors may use. */
export const mdxComponents = {
  pre: CodeBlock,
  table: Table,
  CodeTabs,
  Release,
  a: ({ href = '', ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement>) => <SmartLink to={href} {...props} />,
  Admonition,
  Tabs,
  TabItem,
}
