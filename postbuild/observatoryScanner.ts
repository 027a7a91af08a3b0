/**
 * The MDN HTTP Observatory scanner lives in tools/observatory, its own package, installed with
 * `npm ci --ignore-scripts`: its install scripts download an HSTS preload list and a TLD list
 * from outside the registry, and it depends on a database client the site does not need.
 * `npm test` starts the install beside its first steps (scripts/run-tests.ts), since it waits on
 * the network; observatory.test.ts installs it when it is still missing.
 */
import { spawn } from 'child_process'
import { existsSync } from 'fs'
import path from 'path'

const TOOL_DIR = path.resolve('tools/observatory')
export const SCANNER_PACKAGE = path.join(TOOL_DIR, 'node_modules/@mdn/mdn-http-observatory')

/** Installs the scanner unless it is there; rejects with npm's output when the install fails. */
export function installScanner(): Promise<void> {
  if (existsSync(SCANNER_PACKAGE)) return Promise.resolve()
  return new Promise((resolve, reject) => {
    let output = ''
    const npm = spawn('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: TOOL_DIR, stdio: ['ignore', 'pipe', 'pipe'] })
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    npm.on('error', reject)
    npm.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`npm ci in tools/observatory failed (exit ${code}):\n${output}`))))
  })
}
