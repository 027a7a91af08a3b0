/**
 * After the build: every page lists the search modal entry's script files (webpack runtime,
 * React, the modal) in a JSON data block, so the page script loads them on the first search
 * without Gatsby's runtime (src/search/ui/modalLoader.ts). The files come from the stats Gatsby
 * writes for its own scripts (public/webpack.stats.json).
 */
import { readFileSync, writeFileSync } from 'fs'
import path from 'path'
import { SEARCH_MODAL_DATA_ID, SEARCH_MODAL_ENTRY } from '../ui/modalLoader'

interface Stats {
  namedChunkGroups?: Record<string, { assets: Array<{ name: string }> }>
}

/** The entry's script files as the pages reference them (`prefix` is the build's path prefix or ""). */
export function searchModalFiles(publicDir: string, prefix: string): string[] {
  const file = path.join(publicDir, 'webpack.stats.json')
  const stats = JSON.parse(readFileSync(file, 'utf8')) as Stats
  const group = stats.namedChunkGroups?.[SEARCH_MODAL_ENTRY]
  if (!group) throw new Error(`${file} has no "${SEARCH_MODAL_ENTRY}" entry: src/build/webpack.ts adds it to the browser bundle`)
  return group.assets
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${prefix}/${name}`)
}

const BLOCK = new RegExp(`<script type="application/json" id="${SEARCH_MODAL_DATA_ID}">[^<]*</script>`)

/** The page with the data block listing `files` (in place of an older one); throws if it has no </body>. */
export function withSearchModalFiles(html: string, files: string[], page: string): string {
  const block = `<script type="application/json" id="${SEARCH_MODAL_DATA_ID}">${JSON.stringify(files)}</script>`
  if (BLOCK.test(html)) return html.replace(BLOCK, block)
  if (!html.includes('</body>')) throw new Error(`${page}: no </body> to put the search modal's file list before`)
  return html.replace('</body>', `${block}</body>`)
}

/** Writes the block into every built page that lacks it or lists other files; returns how many changed. */
export function listSearchModalFiles(pages: Array<{ file: string; html: string }>, files: string[]): number {
  let changed = 0
  for (const page of pages) {
    const html = withSearchModalFiles(page.html, files, page.file)
    if (html === page.html) continue
    writeFileSync(page.file, html)
    page.html = html
    changed += 1
  }
  return changed
}
