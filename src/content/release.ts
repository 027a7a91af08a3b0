/** The documented release: read from the installed @reduxjs/toolkit, never typed by hand. */
import { readFileSync } from 'fs'
import path from 'path'
import { SITE_ROOT } from './paths'

export interface Release {
  /** Exact version, e.g. 2.14.0. */
  version: string
  /** Release line shown to readers, e.g. 2.x. */
  line: string
}

export function releaseOf(version: string): Release {
  const major = /^(\d+)\./.exec(version)?.[1]
  if (!major) throw new Error(`Cannot read a release line from the version "${version}"`)
  return { version, line: `${major}.x` }
}

export function documentedRelease(): Release {
  // Read from the file system: the bundler that compiles gatsby-node.ts drops require.resolve.
  const file = path.join(SITE_ROOT, 'node_modules', '@reduxjs', 'toolkit', 'package.json')
  return releaseOf((JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version)
}
