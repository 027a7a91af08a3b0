/**
 * Search records extracted in a child Node process (src/search/build/extractCli.ts). jest's
 * module system cannot load the ES-module MDX parser, so tests get records this way; the
 * extraction code is the one the site build runs.
 */
import path from 'path'
import { SITE_ROOT } from '../../content/paths'
import { runCliInChild } from '../../content/runCli'
import type { DocSearchRecord } from '../records'
import type { SearchDocInput } from './extract'

const CLI = path.join(SITE_ROOT, 'src', 'search', 'build', 'extractCli.ts')

function run(input: object): DocSearchRecord[] {
  return runCliInChild<DocSearchRecord[]>(CLI, input, 'Search record extraction failed')
}

/** Records of the given docs; `apiNames` replaces the API names read from the installed package. */
export function extractRecordsInChild(docs: readonly SearchDocInput[], apiNames?: readonly string[]): DocSearchRecord[] {
  return run({ docs, apiNames })
}

/** Records of every doc under content/docs. */
export function extractContentRecordsInChild(): DocSearchRecord[] {
  return run({ content: true })
}
