/**
 * The texts of the inline scripts gatsby-ssr.tsx puts in every page's <head>: the page script
 * (after its pre-paint part) and the runtime's starter. build.ts writes them (the page script bundled
 * from behaviour.ts, the starter from src/runtimeStart/starter.ts, both minified) when the build or
 * `gatsby develop` starts; they are git-ignored.
 */
import { existsSync, readFileSync } from 'fs'
import path from 'path'
import { SITE_ROOT } from '../content/paths'

const GENERATED_DIR = path.join(SITE_ROOT, 'src', 'page', 'generated')
export const INLINE_SCRIPT_FILES = {
  page: path.join(GENERATED_DIR, 'page-script.js'),
  starter: path.join(GENERATED_DIR, 'runtime-starter.js'),
}

export function inlineScript(name: keyof typeof INLINE_SCRIPT_FILES): string {
  const file = INLINE_SCRIPT_FILES[name]
  if (!existsSync(file))
    throw new Error(
      `${path.relative(SITE_ROOT, file)} is missing: it is written when \`gatsby build\` or \`gatsby develop\` starts (src/page/build.ts)`,
    )
  return readFileSync(file, 'utf8').trim()
}
