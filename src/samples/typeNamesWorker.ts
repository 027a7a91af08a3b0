/**
 * The child process that fills the hover types' names cache while Gatsby builds (typeNames.ts,
 * startTypeNames): it reads the docs' samples as the sample check does and computes every page
 * not in the cache yet.
 */
import { setPriority } from 'node:os'
import { findMdxFiles } from '../content/paths'
import { loadPage } from './pages'
import { planPage } from './project'
import { cacheNames } from './typeNames'

// Gatsby's own work comes first: this process takes the time the build leaves idle.
setPriority(10)

export function computeNames(docsRoot: string, projectRoot: string, digest: string): Promise<number> {
  return cacheNames(
    findMdxFiles(docsRoot).map((file) => planPage(loadPage(file, docsRoot, projectRoot))),
    digest,
    projectRoot,
  )
}
