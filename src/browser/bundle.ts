/**
 * How the build makes the files the browser loads on its own (src/run/build.ts,
 * src/typeInfo/build.ts): bundles (esbuild, minified, for the browsers the site supports, text kept
 * in memory) and the folder that holds them. The page script, inline and checked for packages, has
 * its own bundler (src/page/build.ts).
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { SITE_ROOT } from '../content/paths'
import { writeIfChanged } from '../content/fileCache'

export async function bundleForBrowser(options: {
  entry?: string
  contents?: string
  define?: Record<string, string>
  plugins?: Plugin[]
  format?: 'iife' | 'esm'
}): Promise<string> {
  const result = await build({
    ...(options.entry
      ? { entryPoints: [options.entry] }
      : { stdin: { contents: options.contents ?? '', resolveDir: SITE_ROOT, loader: 'js' } }),
    bundle: true,
    format: options.format ?? 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    define: options.define,
    plugins: options.plugins,
  })
  return result.outputFiles[0].text
}

/**
 * Makes `dir` hold exactly `files` (name → text). A file whose text is unchanged is not touched, so
 * the precompression after the build (src/build/precompress.ts, by modification time) skips it; a
 * file no longer listed goes, with its .gz and .br twins.
 */
export function writeFolder(dir: string, files: ReadonlyMap<string, string>): void {
  if (existsSync(dir))
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      if (!files.has(name.replace(/\.(gz|br)$/, '')) && statSync(path.join(dir, name)).isFile()) rmSync(path.join(dir, name))
  for (const [name, text] of files) writeIfChanged(path.join(dir, name), text)
}
