import React, { useEffect, useRef, useState } from 'react'
import { withPrefix } from 'gatsby'
import { copyMarkdown, CopyError } from './copyMarkdown'
import * as styles from './CopyPage.module.css'
import { NEEDS_SCRIPT } from '../noScript'

/** How long "Copied" stays on screen. */
const COPIED_MS = 4000

type Status = { kind: 'idle' } | { kind: 'copying' } | { kind: 'copied' } | { kind: 'failed'; message: string }

function failureMessage(error: unknown): string {
  if (error instanceof CopyError && error.failure === 'fetch')
    return `Could not load the page's Markdown (${error.message}). Use View as Markdown instead.`
  return 'The browser did not allow copying to the clipboard. Use View as Markdown and copy the text from there.'
}

/**
 * "Copy page" and "View as Markdown" beside a doc's title. The button fetches the page's
 * Markdown twin (`markdownPath`, site-relative) and copies it; the result ("Copied" or what went
 * wrong) is shown and announced in a live region. The link works without JavaScript; the button,
 * which needs it, is hidden until the page's script has run.
 */
export function CopyPage({ markdownPath }: { markdownPath: string }) {
  const href = withPrefix(markdownPath)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async () => {
    window.clearTimeout(timer.current)
    setStatus({ kind: 'copying' })
    try {
      await copyMarkdown(href)
      setStatus({ kind: 'copied' })
      timer.current = window.setTimeout(() => setStatus({ kind: 'idle' }), COPIED_MS)
    } catch (error) {
      setStatus({ kind: 'failed', message: failureMessage(error) })
    }
  }

  return (
    <div className={styles.copyPage}>
      {/* Needs scripts: without them only the link is offered (noScript.ts). */}
      <button type="button" className={styles.button} onClick={copy} aria-busy={status.kind === 'copying'} {...NEEDS_SCRIPT}>
        Copy page
      </button>
      <a className={styles.link} href={href} type="text/markdown">
        View as Markdown
      </a>
      <p role="status" className={status.kind === 'failed' ? styles.error : styles.status}>
        {status.kind === 'copied' ? 'Copied' : status.kind === 'failed' ? status.message : ''}
      </p>
    </div>
  )
}
