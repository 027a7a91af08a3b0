/**
 * The repository keeps its own copies of what its tests and comments read from the shared folder
 * its owner keeps beside it (../shared): the spec, the writing guide and the search query sets. A clone with nothing
 * beside it passes every other test; where ../shared exists, each copy must equal its original,
 * so a change there shows up here as a failing test naming the file to copy again.
 */
import { existsSync, readFileSync } from 'fs'
import path from 'path'
import { SITE_ROOT } from '../src/content/paths'

const SHARED = path.join(SITE_ROOT, '..', 'shared')

/** [the repository's copy, its original under ../shared] */
const COPIES: Array<[string, string]> = [
  ['spec/SPEC.md', 'spec/SPEC.md'],
  ['spec/WRITING.md', 'WRITING.md'],
  ['src/search/queries/queries.tsv', 'search/queries.tsv'],
  ['src/search/queries/task-queries.tsv', 'search/task-queries.tsv'],
  ['src/search/queries/task-queries-2.tsv', 'search/task-queries-2.tsv'],
]

describe('copies of the shared files', () => {
  it.each(COPIES)('%s is in the repository', (copy) => {
    expect(existsSync(path.join(SITE_ROOT, copy))).toBe(true)
  })

  const shared = existsSync(SHARED)
  if (!shared) console.log(`${SHARED} does not exist here: the comparison of the copies with their originals is skipped`)
  ;(shared ? it.each : it.skip.each)(COPIES)('%s equals ../shared/%s', (copy, original) => {
    const text = (file: string) => readFileSync(file, 'utf8')
    expect({ copy, text: text(path.join(SITE_ROOT, copy)) }).toEqual({ copy, text: text(path.join(SHARED, original)) })
  })
})
