/**
 * Tools kept out of the site's dependency tree, so `npm ci` and `npm test` never install them for
 * nothing: each is a package of its own under tools/ (its package.json and lockfile), installed
 * with `npm ci` the first time a script needs it. tools/observatory serves post-build tests,
 * tools/lighthouse `npm run bench -- --lighthouse`.
 */
import { execFileSync } from 'child_process'
import { existsSync } from 'fs'
import path from 'path'
import { pathToFileURL } from 'url'

/** Where tool `name`'s package `pkg` is, installed first when missing (`ignoreScripts`: its install scripts are not run). */
export function toolPackage(name: string, pkg: string, { ignoreScripts = false } = {}): string {
  const dir = path.resolve('tools', name)
  const installed = path.join(dir, 'node_modules', pkg)
  if (!existsSync(installed)) {
    const args = ['ci', '--no-audit', '--no-fund', ...(ignoreScripts ? ['--ignore-scripts'] : [])]
    console.log(`Installing ${pkg} in tools/${name} (npm ${args.join(' ')})…`)
    execFileSync('npm', args, { cwd: dir, stdio: 'inherit' })
  }
  return installed
}

/** Imports the ES module `file` of tool `name`'s package `pkg` (installing it first when missing). */
export const importTool = (name: string, pkg: string, file: string): Promise<unknown> =>
  import(pathToFileURL(path.join(toolPackage(name, pkg), file)).href)
