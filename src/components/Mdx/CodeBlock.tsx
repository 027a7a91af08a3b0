import React, { useRef, useState } from 'react'
import * as styles from './Mdx.module.css'

type Props = React.HTMLAttributes<HTMLPreElement> & {
  /** The highlighted tokens as HTML, produced at build time (src/mdx/plugins.ts). */
  'data-html'?: string
}

/** A highlighted block (markup from rehype-pretty-code at build time) with a copy button. */
export function CodeBlock({ 'data-html': html, children, ...props }: Props) {
  const pre = useRef<HTMLPreElement>(null)
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    const text = pre.current?.textContent ?? ''
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 2000)
    } catch {
      setCopied(false)
    }
  }
  return (
    <div className={styles.codeBlock}>
      {html !== undefined ? (
        <pre ref={pre} tabIndex={0} {...props} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <pre ref={pre} tabIndex={0} {...props}>
          {children}
        </pre>
      )}
      <button type="button" className={styles.copy} onClick={copy} aria-label="Copy code to clipboard">
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Code copied to clipboard' : ''}
      </span>
    </div>
  )
}
