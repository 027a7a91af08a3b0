/**
 * Search records extracted in a child Node process (src/search/build/extractCli.ts). jest's
 * module system cannot load the ES-module MDX parser, so tests get records this way; the
 * extraction code is the one the site build runs.
 */
import { execFileSync } from 'child_process'
import path from 'path'
import { SITE_ROOT } from '../../content/paths'
import type { DocSearchRecord } from '../records'
import type { SearchDocInput } from './extract'

const CLI = path.join(SITE_ROOT, 'src', 'search', 'build', 'extractCli.ts')

function run(input: object): DocSearchRecord[] {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', CLI], {
      input: JSON.stringify(input),
      cwd: SITE_ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    return JSON.parse(output) as DocSearchRecord[]
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr
    throw new Error(`Search record extraction failed${stderr ? `: ${stderr.trim()}` : ''}`)
  }
}

/** Records of the given docs; `apiNames` replaces the API names read from the installed package. */
export function extractRecordsInChild(docs: readonly SearchDocInput[], apiNames?: readonly string[]): DocSearchRecord[] {
  return run({ docs, apiNames })
}

/** Records of every doc under content/docs. */
export function extractContentRecordsInChild(): DocSearchRecord[] {
  return run({ content: true })
}
