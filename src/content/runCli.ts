/**
 * Runs one of the project's TypeScript CLIs (through tsx) in a child Node process, feeding it
 * JSON on stdin and parsing its JSON stdout. jest's module system cannot load the ES-module MDX
 * toolchain, so tests reach the build's own MDX code this way (search records, Markdown twins).
 */
import { execFileSync } from 'child_process'
import { SITE_ROOT } from './paths'

/** `failure` names the step when the child died without a message of its own. */
export function runCliInChild<T>(cli: string, input: object, failure: string): T {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', cli], {
      input: JSON.stringify(input),
      cwd: SITE_ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    return JSON.parse(output) as T
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr
    // The CLI's own message names the file and the fix; without one, say which step failed.
    throw new Error(stderr?.trim() || `${failure}: ${(error as Error).message}`)
  }
}
