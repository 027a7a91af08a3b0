import React, { useEffect, useRef, useSyncExternalStore } from 'react'
import { useLocation } from '@reach/router'
import { getPageLoadState, getServerPageLoadState, retryPageLoad, stateAppliesTo, subscribePageLoadState } from './pageLoadState'
import { LOADING_LABEL, RETRY_LABEL } from './labels'
import * as styles from './PageLoader.module.css'

/**
 * The content area of every page. While a navigation away from this page is loading (after the
 * lazy-load delay) it shows a spinner, and when that load failed the error's message with a
 * Retry button; navbar, sidebar and footer stay as they are.
 *
 * The page on screen stays underneath, faded and inert, so nothing jumps: the reader keeps the
 * scroll position (and the one Gatsby saves for Back), and the spinner or error is drawn in a
 * sticky layer at the top of the visible part of the content area. The status region is always
 * in the DOM so assistive technology announces the spinner when it appears; the alert is
 * announced when it is inserted.
 */
export function PageContent({ children }: { children: React.ReactNode }) {
  const state = useSyncExternalStore(subscribePageLoadState, getPageLoadState, getServerPageLoadState)
  const location = useLocation()
  const active = stateAppliesTo(state, location.key ?? 'initial') ? state : null
  const loading = active?.phase === 'loading'
  const statusRef = useRef<HTMLDivElement>(null)

  return (
    <>
      <div className={styles.layer}>
        <div
          ref={statusRef}
          role="status"
          tabIndex={-1}
          aria-label={loading ? LOADING_LABEL : undefined}
          className={loading ? styles.status : styles.idle}
        >
          {loading && (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              <span>Loading…</span>
            </>
          )}
        </div>
        {active?.phase === 'failed' && (
          <LoadError
            message={active.message}
            onRetry={() => {
              // The button is about to go away: keep focus in the content area, on the status.
              statusRef.current?.focus()
              retryPageLoad()
            }}
            takeFocusFrom={statusRef}
          />
        )}
      </div>
      <div className={active ? styles.behind : undefined} inert={active ? true : undefined} aria-hidden={active ? true : undefined}>
        {children}
      </div>
    </>
  )
}

function LoadError({
  message,
  onRetry,
  takeFocusFrom,
}: {
  message: string
  onRetry: () => void
  takeFocusFrom: React.RefObject<HTMLDivElement | null>
}) {
  const retryRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // After a Retry, focus sits on the status region (or nowhere): hand it to the new Retry button.
    const focused = document.activeElement
    if (focused === takeFocusFrom.current || focused === document.body || focused === null) retryRef.current?.focus()
  }, [takeFocusFrom])
  return (
    <div className={styles.error}>
      <div role="alert">
        <p className={styles.errorTitle}>This page could not be loaded.</p>
        <p className={styles.errorMessage}>{message}</p>
      </div>
      <button ref={retryRef} type="button" className={styles.retry} onClick={onRetry}>
        {RETRY_LABEL}
      </button>
    </div>
  )
}
