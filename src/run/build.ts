/**
 * Writes what a reader's Run needs into public/run/ at the end of the build, nothing of which a
 * page loads before the reader shows intent on a Run bar: the buttons' behaviour (a module the page
 * script imports, intent.ts), the frame (frame.html and its script), the worker's runtime, the
 * transpiler for the reader's edits,
 * one bundle per package a run may import (packages.ts), built with esbuild from the installed
 * packages as Node's check runs them (development builds), and per page with `run` samples its
 * files compiled to CommonJS as the check lays them out (pages/<route>.json, from src/samples/run.ts).
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Plugin } from 'esbuild'
import { bundleForBrowser, writeFolder } from '../browser/bundle'
import { SITE_ROOT } from '../content/paths'
import { RUN_BEHAVIOUR_FILE, RUN_DIR, RUN_FRAME_FILE, runPagesFile } from './attributes'
import { RUN_NODE_ENV, RUN_PACKAGES, RUN_STAND_INS } from './packages'
import { RUN_GLOBAL, type PageRunFiles } from './protocol'

/** The frame's own policy, added to the site's (src/server/headers.ts): scripts from the site, its worker from a blob, nothing fetched. */
export const RUN_FRAME_POLICY = "default-src 'none'; script-src 'self'; worker-src blob:; base-uri 'none'; form-action 'none'"

const hashed = (name: string, text: string) => `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 20)}.js`
const fileNameOf = (spec: string) => `pkg-${spec.replace(/^@/, '').replace(/[^a-z0-9]+/gi, '-')}`

/**
 * Modules a bundle's code requires but never calls here, bundled empty: Node's `util`, which
 * @sinonjs/fake-timers asks for when it sees a `process`, and Sucrase's source-map writer.
 */
const EMPTY = new Set(['util', '@jridgewell/gen-mapping'])

/** The other packages stay outside a bundle, exactly (esbuild's own `external` would also take their subpaths). */
function outside(spec?: string): Plugin {
  const others = new Set<string>(RUN_PACKAGES.filter((other) => other !== spec))
  return {
    name: 'run-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        others.has(args.path)
          ? { path: args.path, external: true }
          : EMPTY.has(args.path)
            ? { path: args.path, namespace: 'empty' }
            : undefined,
      )
      build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'module.exports = {}' }))
    },
  }
}

const bundle = (options: Parameters<typeof bundleForBrowser>[0]) =>
  bundleForBrowser({ ...options, define: { 'process.env.NODE_ENV': JSON.stringify(RUN_NODE_ENV), ...options.define } })

/** Writes public/run/ for the pages' run files (src/samples/run.ts, siteRunFiles, makes them). */
export async function writeRunFiles(publicDir: string, pages: readonly PageRunFiles[]): Promise<void> {
  const files = new Map<string, string>()
  const write = (name: string, text: string) => {
    files.set(name, text)
    return name
  }
  const packageFiles: Record<string, string> = {}
  const codes = await Promise.all(
    RUN_PACKAGES.map((spec) => {
      const source = spec in RUN_STAND_INS ? path.join(SITE_ROOT, RUN_STAND_INS[spec]) : spec
      return bundle({
        contents: `${RUN_GLOBAL.define}(${JSON.stringify(spec)}, require(${JSON.stringify(source)}))`,
        plugins: [outside(spec)],
      })
    }),
  )
  RUN_PACKAGES.forEach((spec, i) => (packageFiles[spec] = write(hashed(fileNameOf(spec), codes[i]), codes[i])))
  const worker = await bundle({
    entry: path.join(SITE_ROOT, 'src', 'run', 'worker.ts'),
    define: { RUN_PACKAGE_FILES: JSON.stringify(packageFiles) },
  })
  const workerFile = write(hashed('worker', worker), worker)
  const transpiler = await bundle({ entry: path.join(SITE_ROOT, 'src', 'run', 'transpile.ts'), plugins: [outside()] })
  const transpilerFile = write(hashed('transpile', transpiler), transpiler)
  const frame = await bundle({
    entry: path.join(SITE_ROOT, 'src', 'run', 'frame.ts'),
    define: { RUN_WORKER_FILE: JSON.stringify(workerFile), RUN_TRANSPILER_FILE: JSON.stringify(transpilerFile) },
  })
  const frameFile = write(hashed('frame', frame), frame)
  write(RUN_BEHAVIOUR_FILE, await bundle({ entry: path.join(SITE_ROOT, 'src', 'run', 'behaviour.ts'), format: 'esm' }))
  write(
    RUN_FRAME_FILE,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${RUN_FRAME_POLICY}"><title>Sample runner</title><script src="${frameFile}"></script></head><body></body></html>\n`,
  )
  for (const page of pages) write(path.relative(RUN_DIR, runPagesFile(page.route)), JSON.stringify({ files: page.files, runs: page.runs }))
  writeFolder(path.join(publicDir, RUN_DIR), files)
}
