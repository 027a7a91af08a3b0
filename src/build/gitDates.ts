/**
 * When each content file last changed: the date (YYYY-MM-DD) of the last commit touching it, from
 * one `git log` over content/, read once per process. The sitemap's `lastmod` and each doc's
 * "Last updated" line both read it. Empty when git or the history is missing (a tarball build) or
 * the clone is shallow (every file would get the one fetched commit's date); uncommitted files get none.
 */
import { execFileSync } from 'child_process'
import path from 'path'
import { SITE_ROOT } from '../content/paths'

const git = (args: string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 })

export function gitLastModified(dir: string, cwd = SITE_ROOT): Map<string, string> {
  const dates = new Map<string, string>()
  try {
    if (git(['rev-parse', '--is-shallow-repository'], cwd).trim() === 'true') return dates
    const top = git(['rev-parse', '--show-toplevel'], cwd).trim()
    let date = ''
    for (const line of git(['log', '--format=%x00%cs', '--name-only', '--', path.relative(cwd, dir) || '.'], cwd).split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1)
      else if (line.trim() && date) {
        const file = path.join(top, line.trim())
        if (!dates.has(file)) dates.set(file, date)
      }
    }
  } catch {
    return new Map()
  }
  return dates
}

let contentDates: Map<string, string> | undefined

/** The last-change date of a file under content/ (absolute or relative to the site root), or null. */
export function contentLastChanged(file: string): string | null {
  contentDates ??= gitLastModified(path.join(SITE_ROOT, 'content'))
  return contentDates.get(path.resolve(SITE_ROOT, file)) ?? null
}
