/**
 * Where the Markdown versions of the pages are served (site-relative, without the path prefix).
 * Small and free of Node imports: the doc template and its Head use it too.
 */

/** The Markdown twin of a doc route: /api/createSlice → /api/createSlice.md. */
export function markdownTwinPath(route: string): string {
  return `${route.replace(/\/+$/, '')}.md`
}

/** The llms.txt index: site name, summary, one link per doc in sidebar order. */
export const LLMS_TXT_PATH = '/llms.txt'

/** Every doc's Markdown in one file, in sidebar order. */
export const LLMS_FULL_TXT_PATH = '/llms-full.txt'
