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
