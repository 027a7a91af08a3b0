/**
 * How the build bundles a module the browser loads on its own (src/run/build.ts,
 * src/typeInfo/build.ts): esbuild, minified, for the browsers the site supports, text kept in memory.
 * The page script, inline and checked for packages, has its own (src/page/build.ts).
 */
import { build, type Plugin } from 'esbuild'
import { SITE_ROOT } from '../content/paths'

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
