import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { checkSamplesCli } from '../src/samples/check'

const fixture = (name: string): string => path.join(import.meta.dirname, '..', 'src', 'samples', '__fixtures__', 'docs', name)

describe('check-samples CLI', () => {
  it('exits 1 and prints each failure as path:line (block line N): code: message', async () => {
    const { exitCode, report } = await checkSamplesCli([fixture('broken.mdx')])
    expect(exitCode).toBe(1)
    expect(report).toContain(
      "src/samples/__fixtures__/docs/broken.mdx:9 (block line 1): TS2322: Type 'string' is not assignable to type 'number'.",
    )
    expect(report).toMatch(/^Skipped fragments \(1\):\n {2}src\/samples\/__fixtures__\/docs\/broken\.mdx:31\n/)
    expect(report).toMatch(/Pages: 1\nBlocks checked: 4\nBlocks run: 2\nFragments skipped: 1\n/)
  })

  it('exits 0 when every sample passes', async () => {
    const { exitCode, report } = await checkSamplesCli([path.relative(process.cwd(), fixture('guide/good.mdx'))])
    expect(report).toContain('All samples pass.')
    expect(exitCode).toBe(0)
  })
})

describe('npm run check:samples', () => {
  // The command itself, as a reader types it: its runner must load the ESM-only MDX packages
  // (scripts/run-esm-deps.mjs says why tsx cannot).
  it('runs from the command line and exits 1 naming the failing block', () => {
    const result = spawnSync('npm', ['run', '--silent', 'check:samples', '--', fixture('broken.mdx')], {
      encoding: 'utf8',
      timeout: 110_000,
    })
    expect(result.stderr).not.toContain('ERR_PACKAGE_PATH_NOT_EXPORTED')
    expect(result.stdout).toContain('src/samples/__fixtures__/docs/broken.mdx:9 (block line 1): TS2322:')
    expect(result.status).toBe(1)
  }, 120_000)
})
