/**
 * Bundles the page script (entry.ts → behaviour.ts and the feature modules it installs) into one
 * minified function for the pages' <head>, with esbuild (already the bundler of the project's
 * TypeScript runner, and fast enough to run at every build start: about 20 ms). The bundle may
 * hold only the site's own modules: a package in it (React, Gatsby) would make every page pay for
 * a framework before the reader's first tap, so that stops the build, naming the package.
 */
import { buildSync } from 'esbuild'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs'
import path from 'path'
import { SITE_ROOT } from '../content/paths'
import { PAGE_SCRIPT_FILE } from './script'

const ENTRY = path.join(SITE_ROOT, 'src', 'page', 'entry.ts')

export function bundlePageScript(entry: string = ENTRY): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    metafile: true,
    legalComments: 'none',
  })
  const packages = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'))
  if (packages.length > 0)
    throw new Error(
      `The page script (src/page/entry.ts) must not bundle packages, but it imports ${packages.join(', ')}: keep tap behaviour framework-free`,
    )
  return result.outputFiles[0].text.trim()
}

export function writePageScript(file: string = PAGE_SCRIPT_FILE): void {
  const script = bundlePageScript()
  if (existsSync(file) && readFileSync(file, 'utf8') === script) return
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, script)
}
