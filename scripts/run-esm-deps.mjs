/**
 * Runs a TypeScript script whose imports reach ESM-only packages (the MDX compiler and its
 * plugins): `node scripts/run-esm-deps.mjs scripts/check-samples.ts [args…]`. tsx cannot: its
 * require hook rewrites those packages to CommonJS and then resolves their own imports with
 * `require` conditions, which packages such as estree-walker do not export (ERR_PACKAGE_PATH_NOT_EXPORTED).
 * So the script is bundled with esbuild to CommonJS, packages left external, and Node's own
 * require(esm) loads them, as it does for Gatsby's compiled gatsby-node.
 */
import { buildSync } from 'esbuild'
import { rmSync } from 'fs'
import { createRequire } from 'module'
import path from 'path'

const [entry, ...args] = process.argv.slice(2)
if (!entry) throw new Error('usage: node scripts/run-esm-deps.mjs <script.ts> [args…]')
// One file per process, so two runs at once never load each other's half-written bundle.
const outfile = path.resolve('.cache/scripts', `${path.basename(entry, '.ts')}-${process.pid}.cjs`)
buildSync({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})
process.argv = [process.argv[0], outfile, ...args]
try {
  createRequire(import.meta.url)(outfile)
} finally {
  // Loaded: the code is in memory, and whatever it still runs needs no file.
  rmSync(outfile, { force: true })
}
