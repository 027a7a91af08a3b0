import React, { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Link, graphql, useStaticQuery } from 'gatsby'
import { useLocation } from '@reach/router'
import {
  createVersionMatcher,
  preferredVersion,
  readPreferredVersionName,
  storePreferredVersionName,
  versionLandingPath,
  type VersionEntry,
} from './docsVersion'
import { VERSION_MENU_LABEL } from './labels'
import { stripBasePath } from '../browser/paths'
import { REPLAY_ATTRIBUTE } from '../runtimeStart/switch'
import * as styles from './VersionMenu.module.css'

function useDocsVersions(): readonly VersionEntry[] {
  const data = useStaticQuery<Queries.DocsVersionsQuery>(graphql`
    query DocsVersions {
      allDocsVersion {
        nodes {
          name
          label
          release
          path
          mainDocId
          docs {
            id
            path
          }
        }
      }
    }
  `)
  return data.allDocsVersion.nodes
}

/**
 * The navbar's docs version control: a button showing the version of the page on screen (on
 * pages outside the docs, the reader's preferred version) that opens the list of DocsVersion
 * nodes. Choosing one stores it as the preferred version (src/versions/docsVersion.ts) and goes
 * to that version's main doc.
 */
export function VersionMenu() {
  const versions = useDocsVersions()
  const location = useLocation()
  const matchVersion = useMemo(() => createVersionMatcher(versions), [versions])
  // Read after hydration, so the server's markup and the first client render agree.
  const [storedName, setStoredName] = useState<string | null>(null)
  useEffect(() => setStoredName(readPreferredVersionName()), [])
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    // Capture: a press on a page-script control stops at the document (src/browser/taps.ts).
    document.addEventListener('pointerdown', closeOnOutsidePointer, true)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer, true)
  }, [open])

  const shown = matchVersion(stripBasePath(location.pathname)) ?? preferredVersion(versions, storedName)
  if (!shown) return null

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        {...{ [REPLAY_ATTRIBUTE]: '' }}
      >
        <span className="visually-hidden">{VERSION_MENU_LABEL} </span>
        {shown.label}
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" className={styles.chevron}>
          <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {/* Items only while open: the server's markup and the first client render stay the same. */}
        {open &&
          versions.map((version) => (
            <li key={version.name}>
              <Link
                to={versionLandingPath(version)}
                className={styles.item}
                aria-current={version.name === shown.name ? 'true' : undefined}
                onClick={() => {
                  storePreferredVersionName(version.name)
                  setStoredName(version.name)
                  setOpen(false)
                }}
              >
                {version.label} <span className={styles.release}>{version.release}</span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  )
}
