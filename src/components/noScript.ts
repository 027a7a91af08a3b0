/**
 * How the pages look without scripts. The stylesheet every page loads draws them as a reader with
 * scripts sees them (one sample language, one tab panel, copy buttons), so the first paint needs
 * no script; this sheet, in a <noscript> in the head (gatsby-ssr.tsx), applies only in a browser
 * with scripts turned off: it shows every panel and labels the samples, and hides the controls
 * that need a script (copy buttons, Run buttons, the sample-language tabs, and elements marked
 * NEEDS_SCRIPT).
 * The sample tabs keep their own rules beside their markup (CodeTabs.tsx); the rest are here.
 */
import { CODE_TABS_NO_SCRIPT_STYLES } from './CodeTabs/CodeTabs'
import { mdxAttr, mdxClass } from './Mdx/classNames'
import { runClass } from '../run/attributes'

const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script'

/** Spread on an element that only works with scripts: `<button {...NEEDS_SCRIPT}>`. */
export const NEEDS_SCRIPT = { [NEEDS_SCRIPT_ATTRIBUTE]: '' }

export const NO_SCRIPT_STYLES = [
  `.${mdxClass.copy},.${runClass.bar},[${NEEDS_SCRIPT_ATTRIBUTE}]{display:none!important}`,
  `.${mdxClass.tabPanel}[${mdxAttr.inactive}]{display:block!important}`,
  CODE_TABS_NO_SCRIPT_STYLES,
].join('')
