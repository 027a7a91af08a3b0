/**
 * The class names of the article body's elements, styled by article.css (global classes: the
 * article is rendered to HTML at build time, outside the bundler that would hash CSS-module
 * names). classNames.test.ts checks that every name here is styled there and every class there
 * is named here.
 */
export const mdxClass = {
  codeBlock: 'mdx-code-block',
  copy: 'mdx-copy',
  admonition: 'mdx-admonition',
  admonitionTitle: 'mdx-admonition-title',
  note: 'mdx-note',
  tip: 'mdx-tip',
  warning: 'mdx-warning',
  danger: 'mdx-danger',
  tabs: 'mdx-tabs',
  tabList: 'mdx-tab-list',
  tab: 'mdx-tab',
  tabPanel: 'mdx-tab-panel',
  tableWrap: 'mdx-table-wrap',
  name: 'mdx-name',
  codeTabs: 'mdx-code-tabs',
  codePanel: 'mdx-code-panel',
  noJsLabel: 'mdx-no-js-label',
  heading: 'mdx-heading',
  headingLink: 'mdx-heading-link',
} as const
