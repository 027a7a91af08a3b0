import React from 'react'
import { mdxAttr, mdxClass } from './classNames'

type Props = React.HTMLAttributes<HTMLPreElement> & {
  /** The highlighted tokens as HTML, produced at build time (src/mdx/plugins.ts). */
  'data-html'?: string
}

/**
 * A highlighted block (markup from rehype-pretty-code at build time) with a copy button. The
 * button works through the document's listeners (src/browser/article.ts), so it works the same
 * in server-rendered HTML that React never touched.
 */
export function CodeBlock({ 'data-html': html, children, ...props }: Props) {
  return (
    <div className={mdxClass.codeBlock} {...{ [mdxAttr.codeBlock]: '' }}>
      {html !== undefined ? (
        <pre tabIndex={0} {...props} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <pre tabIndex={0} {...props}>
          {children}
        </pre>
      )}
      <button type="button" className={mdxClass.copy} {...{ [mdxAttr.copy]: '' }} aria-label="Copy code to clipboard">
        Copy
      </button>
      <span className="visually-hidden" aria-live="polite" {...{ [mdxAttr.copyStatus]: '' }} />
    </div>
  )
}
