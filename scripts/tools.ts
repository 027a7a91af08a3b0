/**
 * Tools kept out of the site's dependency tree, so `npm ci` and `npm test` never install them for
 * nothing: each is a package of its own under tools/ (its package.json and lockfile), installed
 * with `npm ci` the first time a script needs it, and again when its lockfile has changed or an
 * install did not finish. tools/observatory serves post-build tests, tools/lighthouse
 * `npm run bench -- --lighthouse`.
 */
import { createHash } from 'crypto'
import { execFileSync } from 'child_process'
import { existsSync, readFileSync, writeFileSync } from 'fs'
import path from 'path'
import { pathToFileURL } from 'url'

/** Written into a tool's node_modules once `npm ci` has finished there: the hash of the lockfile it installed. */
const INSTALLED_STAMP = '.installed-lockfile'

const lockfileHash = (dir: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex')

/** Whether the tool in `dir` needs `npm ci`: never installed, an install cut short, or a lockfile changed since. */
export function needsInstall(dir: string): boolean {
  const stamp = path.join(dir, 'node_modules', INSTALLED_STAMP)
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockfileHash(dir)
}

/** Where tool `name`'s package `pkg` is, installed first when needed (`ignoreScripts`: its install scripts are not run). */
export function toolPackage(name: string, pkg: string, { ignoreScripts = false } = {}): string {
  const dir = path.resolve('tools', name)
  if (needsInstall(dir)) {
    const args = ['ci', '--no-audit', '--no-fund', ...(ignoreScripts ? ['--ignore-scripts'] : [])]
    console.log(`Installing tools/${name} (npm ${args.join(' ')})…`)
    execFileSync('npm', args, { cwd: dir, stdio: 'inherit' })
    writeFileSync(path.join(dir, 'node_modules', INSTALLED_STAMP), lockfileHash(dir))
  }
  return path.join(dir, 'node_modules', pkg)
}

/** Imports the ES module `file` of tool `name`'s package `pkg` (installing the tool first when needed). */
export const importTool = (name: string, pkg: string, file: string): Promise<unknown> =>
  import(pathToFileURL(path.join(toolPackage(name, pkg), file)).href)
