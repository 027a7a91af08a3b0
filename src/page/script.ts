/**
 * The page script's text, for gatsby-ssr.tsx to inline in every page's <head>. build.ts writes it
 * (from behaviour.ts, bundled) when the build or `gatsby develop` starts; it is git-ignored.
 */
import { existsSync, readFileSync } from 'fs'
import path from 'path'
import { SITE_ROOT } from '../content/paths'

export const PAGE_SCRIPT_FILE = path.join(SITE_ROOT, 'src', 'page', 'generated', 'page-script.js')

export function pageScript(file: string = PAGE_SCRIPT_FILE): string {
  if (!existsSync(file))
    throw new Error(
      `${path.relative(SITE_ROOT, file)} is missing: it is written when \`gatsby build\` or \`gatsby develop\` starts (src/page/build.ts)`,
    )
  return readFileSync(file, 'utf8').trim()
}
