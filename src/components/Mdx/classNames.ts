/**
 * The class names and data attributes of the article body's elements, written by the components
 * at build time, read by the page script (behaviour.ts here, ../CodeTabs/behaviour.ts) and the
 * no-script sheet (src/components/noScript.ts), styled by article.css and ../CodeTabs/codeTabs.css
 * (global classes: the article is rendered to HTML at build time, outside the bundler that would
 * hash CSS-module names). classNames.test.ts checks that every class here is styled there and
 * every class and data attribute there is named here.
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

/** The article's marks: each names what an element is for, for the behaviour and the styles. */
export const mdxAttr = {
  /** A code block (CodeBlock.tsx): its copy button copies its <pre>. */
  codeBlock: 'data-code-block',
  copy: 'data-copy',
  /** The copy button's polite live region. */
  copyStatus: 'data-copy-status',
  /** A TypeScript / JavaScript tab set (CodeTabs.tsx): one choice for every sample. */
  codeTabs: 'data-code-tabs',
  /** The language ('ts' or 'js') of a code tab and its panel. */
  lang: 'data-lang',
  /** Any other tab set (Tabs.tsx), each on its own. */
  tabs: 'data-tabs',
  /** A tab panel of such a set that is not shown. */
  inactive: 'data-inactive',
  /** A section of the article, from one h2 or h3 to the next (src/mdx/sections.ts), which the browser skips while it is far off-screen (article.css). */
  section: 'data-section',
} as const
