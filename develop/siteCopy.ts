/**
 * A copy of the site in a temporary folder, for Gatsby's commands run by the tests in this folder:
 * its own content/, .cache/ and public/ (node_modules is linked), so the repository is never
 * edited and `npm test` can run the production builds beside them (scripts/run-tests.ts).
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'fs'
import os from 'os'
import path from 'path'

/** What Gatsby needs from the site; everything else (tests, reports, builds) stays behind. */
const SITE_FILES = [
  'content',
  'src',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  // The article renderer's digest covers the lockfile (src/build/article.ts).
  'package-lock.json',
  'tsconfig.json',
]

export function copySite(): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'rtk-develop-'))
  for (const file of SITE_FILES) cpSync(file, path.join(site, file), { recursive: true })
  symlinkSync(path.resolve('node_modules'), path.join(site, 'node_modules'), 'dir')
  return site
}

/** Removes a copy; `rmSync` does not follow the node_modules link. */
export function removeSite(site: string): void {
  rmSync(site, { recursive: true, force: true, maxRetries: 3 })
}
