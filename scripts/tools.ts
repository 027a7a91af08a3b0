/**
 * Tools kept out of the site's dependency tree, so `npm ci` and `npm test` never install them for
 * nothing: each is a package of its own under tools/ (its package.json, lockfile and any install
 * settings in its .npmrc), installed with `npm ci` the first time a script needs it, and again when
 * its lockfile has changed or an install did not finish. tools/observatory serves post-build tests
 * (.ci/run installs it beside the site's packages), tools/lighthouse `npm run bench -- --lighthouse`.
 */
import { execFileSync } from 'child_process'
import { existsSync, readFileSync } from 'fs'
import path from 'path'
import { pathToFileURL } from 'url'

type Lockfile = { packages?: Record<string, unknown> }
const readLockfile = (file: string): Lockfile => JSON.parse(readFileSync(file, 'utf8')) as Lockfile
/** A lockfile's packages but the root one (key ''), as npm records them. */
const installedPackages = (lockfile: Lockfile) => JSON.stringify(Object.entries(lockfile.packages ?? {}).filter(([key]) => key !== ''))

/**
 * Whether the tool in `dir` needs `npm ci`: never installed, an install cut short, or a lockfile
 * changed since. npm writes what it installed to node_modules/.package-lock.json (its "hidden
 * lockfile") as an install's last step, so an install by any means counts once it has finished.
 */
export function needsInstall(dir: string): boolean {
  const hidden = path.join(dir, 'node_modules', '.package-lock.json')
  return (
    !existsSync(hidden) || installedPackages(readLockfile(hidden)) !== installedPackages(readLockfile(path.join(dir, 'package-lock.json')))
  )
}

/** Where tool `name`'s package `pkg` is, installed first when needed. */
export function toolPackage(name: string, pkg: string): string {
  const dir = path.resolve('tools', name)
  if (needsInstall(dir)) {
    console.log(`Installing tools/${name} (npm ci)…`)
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
  }
  return path.join(dir, 'node_modules', pkg)
}

/** Imports the ES module `file` of tool `name`'s package `pkg` (installing the tool first when needed). */
export const importTool = (name: string, pkg: string, file: string): Promise<unknown> =>
  import(pathToFileURL(path.join(toolPackage(name, pkg), file)).href)
