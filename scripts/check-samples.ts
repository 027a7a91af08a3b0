/**
 * Compiles (and runs, for `run` blocks) the code samples of the docs.
 *
 *   npm run check:samples                                          # every content/docs/**\/*.mdx
 *   npm run check:samples -- content/docs/api/createSlice.mdx …
 *
 * Exits 1 when a sample fails, printing each failure as
 * `content/docs/api/createSlice.mdx:LINE (block line N): TS2345: message`.
 */
import { checkSamplesCli } from '../src/samples/check'

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
