/**
 * The reader's docs version choice (spec/SPEC.md §4): kept in localStorage under one key, read back
 * on the next visit. A stored name that matches no DocsVersion node (a version since removed,
 * or anything else found there) falls back to the current version, silently.
 */
import { CURRENT_VERSION_NAME } from './versions'
import { memoizeByPath } from '../browser/boundedCache'
import { browserStorage, storageSlot } from '../browser/storage'

export const PREFERRED_VERSION_STORAGE_KEY = 'docs-preferred-version'

/** A DocsVersion node as the version menu queries it (VersionMenu.tsx's query). */
export type VersionEntry = Queries.DocsVersionsQuery['allDocsVersion']['nodes'][number]

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** The current version: the node named CURRENT_VERSION_NAME, else the first one. */
export function currentVersion<V extends { name: string }>(versions: readonly V[]): V | undefined {
  return versions.find((version) => version.name === CURRENT_VERSION_NAME) ?? versions[0]
}

/** The stored choice if it names an existing version, else the current version. */
export function preferredVersion<V extends { name: string }>(versions: readonly V[], stored: string | null | undefined): V | undefined {
  return versions.find((version) => version.name === stored) ?? currentVersion(versions)
}

export function readPreferredVersionName(storage: Store | null = browserStorage()): string | null {
  return storageSlot(PREFERRED_VERSION_STORAGE_KEY, () => storage).get()
}

export function storePreferredVersionName(name: string, storage: Store | null = browserStorage()): void {
  storageSlot(PREFERRED_VERSION_STORAGE_KEY, () => storage).set(name)
}

/** Where choosing a version takes the reader: its main doc, or the version's root. */
export function versionLandingPath(version: VersionEntry): string {
  return version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path
}

/**
 * Which version a path belongs to (the first version listing a doc at that path), or undefined
 * for pages outside the docs (home, search, not found). The navbar asks on every render; the
 * answers are cached per path (bounded: see boundedCache.ts).
 */
export function createVersionMatcher(
  versions: readonly VersionEntry[],
): ((pathname: string) => VersionEntry | undefined) & { cache: { size: number; has: (path: string) => boolean } } {
  return memoizeByPath((pathname: string) => {
    const path = pathname.replace(/\/+$/, '') || '/'
    return versions.find((version) => version.docs.some((doc) => doc.path === path))
  })
}
