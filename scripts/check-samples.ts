/**
 * Compiles (and runs, for `run` blocks) the code samples of the docs.
 *
 *   tsx scripts/check-samples.ts                  # every content/docs/**\/*.mdx
 *   tsx scripts/check-samples.ts content/docs/api/createSlice.mdx …
 *
 * Exits 1 when a sample fails, printing each failure as
 * `content/docs/x.mdx:LINE (block line N): TS2345: message`.
 */
import path from 'node:path'
import { checkSamples, formatReport, type CheckResult } from '../src/samples/check'

/** Runs the check on the given files (all pages when empty); usable from tests. */
export async function checkSamplesCli(args: readonly string[]): Promise<{ result: CheckResult; report: string; exitCode: number }> {
  const files = args.length > 0 ? args.map((file) => path.resolve(file)) : undefined
  const result = await checkSamples({ files })
  return { result, report: formatReport(result), exitCode: result.failures.length > 0 ? 1 : 0 }
}

if (require.main === module) {
  checkSamplesCli(process.argv.slice(2)).then(
    ({ report, exitCode }) => {
      console.log(report)
      process.exitCode = exitCode
    },
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
