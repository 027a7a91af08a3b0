import { jest } from '@jest/globals'
import path from 'node:path'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import { checkSamples, formatFragments, formatReport } from './check'
import { captureRuns, pageRunFiles } from './run'
import { pageTypeNotes } from './typecheck'
import { parseMdx } from '../mdx/parse'
import { frontMatterLineCount } from '../content/frontmatter'
import { formatFailure } from './failure'
import { SITE_ROOT } from '../content/paths'

const fixtures = path.join(import.meta.dirname, '__fixtures__', 'docs')
const good = path.join(fixtures, 'guide', 'good.mdx')
const broken = path.join(fixtures, 'broken.mdx')
const brokenPath = 'src/samples/__fixtures__/docs/broken.mdx'

/** A run cache of the test's own: fixture runs never land in the site's (BUILD_CACHE_DIR/node-runs). */
const scratch: string[] = []
function scratchCache(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'node-runs-'))
  scratch.push(dir)
  return dir
}
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

// Each case type-checks a TypeScript program and runs samples in child processes: 5–12 s here.
jest.setTimeout(40_000)

describe('checkSamples on fixture pages', () => {
  it('passes a page whose samples compile and run, and counts what it did', async () => {
    const result = await checkSamples({ files: [good], docsRoot: fixtures, runCacheDir: scratchCache() })
    expect(result.failures.map(formatFailure)).toEqual([])
    // app/store.ts, two run blocks, App.tsx, the js block; the fragment and bash block are not compiled
    expect(result.blocksChecked).toBe(5)
    expect(result.blocksRun).toBe(2)
    expect(result.fragments).toEqual([{ page: 'src/samples/__fixtures__/docs/guide/good.mdx', line: 64 }])
    expect(result.projects[0].page.route).toBe('guide/good')
    // What `npm run check:samples` prints then (its exit code 1 on failures: scripts/check-samples.test.ts).
    expect(formatReport(result)).toContain('All samples pass.')
  })

  it('reports type errors, failed runs and fence typos with the MDX line', async () => {
    const result = await checkSamples({ files: [broken], docsRoot: fixtures, runCacheDir: scratchCache() })
    const lines = result.failures.map(formatFailure)
    expect(lines).toHaveLength(5)
    expect(lines[0]).toBe(`${brokenPath}:9 (block line 1): TS2322: Type 'string' is not assignable to type 'number'.`)
    expect(lines[1]).toMatch(new RegExp(`^${brokenPath}:12: RUN: run failed \\(exit code 1\\):\\n`))
    expect(lines[1]).toContain('console.assert failed: initial is zero')
    expect(lines[1]).toContain(`${brokenPath}:15 (block line 3)`)
    expect(lines[2]).toMatch(new RegExp(`^${brokenPath}:18: RUN: run failed \\(exit code 1\\):\\n`))
    expect(lines[2]).toContain('Error: the sample crashed')
    expect(lines[3]).toBe(
      `${brokenPath}:24 (block line 2): TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.`,
    )
    expect(lines[4]).toBe(
      `${brokenPath}:27: META: unknown fence meta "fragmnet" (known: title="…", file=NAME, fragment, run, no-js, {1,3-5})`,
    )
    expect(formatFragments(result.fragments)).toBe(`Skipped fragments (1):\n  ${brokenPath}:31`)
  })

  it('checks several pages in one run and prints a summary with every failure', async () => {
    const result = await checkSamples({ files: [good, broken], docsRoot: fixtures, run: false })
    expect(result.blocksRun).toBe(0)
    const report = formatReport(result)
    expect(report).toContain('Pages: 2\nBlocks checked: 9\nBlocks run: 0\nFragments skipped: 2')
    expect(report).toContain(`3 failure(s):\n${brokenPath}:9 (block line 1): TS2322`)
  })

  it("keeps each run's console lines, which the browser comparison takes instead of running the same files again", async () => {
    const store = scratchCache()
    const random = path.join(SITE_ROOT, 'src', 'samples', '__fixtures__', 'random.mdx')
    const result = await checkSamples({ files: [random], docsRoot: fixtures, runCacheDir: store })
    expect(result.failures.map(formatFailure)).toEqual([])
    expect(readdirSync(store)).toHaveLength(1)
    const files = pageRunFiles(result.projects[0])
    const key = `${files.route}:${files.runs[0]}`
    const kept = (await captureRuns([files], SITE_ROOT, store)).get(key)
    expect(kept).toEqual([{ level: 'log', text: expect.stringMatching(/^0\.\d+$/) }])
    // Another store has nothing kept: Node runs the file and prints another number.
    const fresh = (await captureRuns([files], SITE_ROOT, scratchCache())).get(key)
    expect(fresh).not.toEqual(kept)
    // Changed files are another key.
    const changed = { ...files, files: { ...files.files, [files.runs[0]]: `${files.files[files.runs[0]]}\n// changed` } }
    expect((await captureRuns([changed], SITE_ROOT, store)).get(key)).not.toEqual(kept)
    expect((await captureRuns([files], SITE_ROOT, store)).get(key)).toEqual(kept)
  })

  it('fails a run block that does not finish in time', async () => {
    const slow = path.join(SITE_ROOT, 'src', 'samples', '__fixtures__', 'slow.mdx')
    const result = await checkSamples({ files: [slow], docsRoot: fixtures, runTimeoutMs: 1000, runCacheDir: scratchCache() })
    expect(result.failures.map(formatFailure)).toEqual(['src/samples/__fixtures__/slow.mdx:3: RUN: run failed (timed out after 1 s)'])
  })
})

describe('pageTypeNotes (the build asks it for an article)', () => {
  const dir = path.join(SITE_ROOT, 'src', 'mdx', '__fixtures__')
  // The body's tree, as the content layer parses it (front matter left out).
  const treeOf = (file: string) => {
    const lines = readFileSync(path.join(SITE_ROOT, file), 'utf8').split('\n')
    return parseMdx(lines.slice(frontMatterLineCount(lines)).join('\n'), file)
  }

  it("answers a page's queries by fence line", () => {
    const file = 'src/mdx/__fixtures__/type-notes.mdx'
    const notes = pageTypeNotes(file, treeOf(file), dir)
    expect([...notes.keys()]).toEqual([5, 14])
    expect(notes.get(5)?.queries.map((q) => q.text.split('\n')[0])).toEqual(['type RootState = {'])
  })

  it('stops the build on notation that does not hold, naming the file, the line and what is wrong', () => {
    const file = 'src/mdx/__fixtures__/bad-type-notes.mdx'
    expect(() => pageTypeNotes(file, treeOf(file), dir)).toThrow(
      'The type notation of src/mdx/__fixtures__/bad-type-notes.mdx does not hold:\n  src/mdx/__fixtures__/bad-type-notes.mdx:7 (block line 2): QUERY: the `^?` points at no name: column 14 of block line 1 is " " (put the caret under a name)',
    )
  })
})
