import { spawnSync } from 'node:child_process'
import path from 'node:path'

const fixture = (name: string): string => path.join(import.meta.dirname, '..', 'src', 'samples', '__fixtures__', 'docs', name)

/** A cold TypeScript program and Node runs of the fixture's samples: 10 s on a quiet machine, over jest's default 10 s on a busy one. */
const CHECK_TIMEOUT_MS = 120_000

describe('npm run check:samples', () => {
  // The command itself, as a reader types it: its runner must load the ESM-only MDX packages
  // (scripts/run-esm-deps.mjs says why tsx cannot).
  it(
    'runs from the command line, prints each failure by path and line, and exits 1',
    () => {
      const result = spawnSync('npm', ['run', '--silent', 'check:samples', '--', fixture('broken.mdx')], {
        encoding: 'utf8',
        timeout: CHECK_TIMEOUT_MS - 10_000,
      })
      expect(result.stderr).not.toContain('ERR_PACKAGE_PATH_NOT_EXPORTED')
      // Each failure as path:line (block line N): code: message, after the fragments, with the summary.
      expect(result.stdout).toContain(
        "src/samples/__fixtures__/docs/broken.mdx:9 (block line 1): TS2322: Type 'string' is not assignable to type 'number'.",
      )
      expect(result.stdout).toMatch(/^Skipped fragments \(1\):\n {2}src\/samples\/__fixtures__\/docs\/broken\.mdx:31\n/)
      expect(result.stdout).toMatch(/Pages: 1\nBlocks checked: 4\nBlocks run: 2\nFragments skipped: 1\n/)
      expect(result.status).toBe(1)
    },
    CHECK_TIMEOUT_MS,
  )
})
