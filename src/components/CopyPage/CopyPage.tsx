import React from 'react'
import { withPrefix } from 'gatsby'
import * as styles from './CopyPage.module.css'
import { NEEDS_SCRIPT } from '../noScript'
import { COPY_PAGE_ATTRIBUTE } from './behaviour'

/**
 * "Copy page" and "View as Markdown" beside a doc's title. The button's behaviour is the page
 * script's (behaviour.ts): it fetches the page's Markdown twin (the link's address) and copies it,
 * and shows the result ("Copied" or what went wrong) in the live region below. The link works
 * without JavaScript; the button, which needs it, is hidden when scripts are off (noScript.ts).
 */
export function CopyPage({ markdownPath }: { markdownPath: string }) {
  return (
    <div className={styles.copyPage}>
      <button type="button" className={styles.button} {...{ [COPY_PAGE_ATTRIBUTE]: '' }} {...NEEDS_SCRIPT}>
        Copy page
      </button>
      <a className={styles.link} href={withPrefix(markdownPath)} type="text/markdown">
        View as Markdown
      </a>
      <p role="status" className={styles.status} />
    </div>
  )
}
