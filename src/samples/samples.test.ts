/**
 * Docs as tests: every ts/tsx/js/jsx sample of every page under content/docs compiles, and
 * every `run` sample runs without a failed console.assert or a thrown error. One test per
 * page (so a failure names the page); the whole check runs once, in one TypeScript program.
 */
import path from 'node:path'
import { checkSamples, formatFragments, type CheckResult } from './check'
import { formatFailure } from './failure'
import { DOCS_DIR, findMdxFiles, SITE_ROOT } from '../content/paths'

const pages = findMdxFiles(DOCS_DIR)
let result: CheckResult | undefined

const checked = (): CheckResult => {
  if (!result) throw new Error('the samples check did not complete (see the beforeAll error above)')
  return result
}

beforeAll(async () => {
  result = await checkSamples({ files: pages })
  console.log(
    `${formatFragments(result.fragments)}\n\n${pages.length} pages, ${result.blocksChecked} blocks compiled, ${result.blocksRun} run, in ${(result.durationMs / 1000).toFixed(1)} s`,
  )
}, 600_000)

describe('code samples', () => {
  if (pages.length === 0) {
    test.skip('content/docs has no pages yet', () => undefined)
    return
  }

  test('problems that belong to no page (compiler setup)', () => {
    expect(
      checked()
        .failures.filter((f) => f.page === undefined)
        .map(formatFailure),
    ).toEqual([])
  })

  for (const page of pages) {
    const relPath = path.relative(SITE_ROOT, page).split(path.sep).join('/')
    test(relPath, () => {
      expect(
        checked()
          .failures.filter((f) => f.page === relPath)
          .map(formatFailure),
      ).toEqual([])
    })
  }
})
