/** The docs versions the site offers. One today: the current release, served at the root. */
import type { Release } from '../content/release'

export interface DocsVersionData {
  name: string
  label: string
  release: string
  path: string
  mainDocId: string
  docIds: string[]
}

export const CURRENT_VERSION_NAME = 'current'
export const MAIN_DOC_ID = 'introduction/getting-started'

export function docsVersions(release: Release, docIdsInSidebarOrder: string[]): DocsVersionData[] {
  return [
    {
      name: CURRENT_VERSION_NAME,
      label: release.line,
      release: release.version,
      path: '/',
      mainDocId: MAIN_DOC_ID,
      docIds: docIdsInSidebarOrder,
    },
  ]
}
