/**
 * sitemap.xml and robots.txt. The sitemap lists the home page and every doc route (the pages
 * with a canonical URL; /search and the not-found page are `noindex` and left out) as absolute
 * URLs from SITE_URL and the path prefix (the same `canonicalUrl` the pages' own canonical link
 * uses), with `lastmod` from the last git commit that touched the page's source file when git
 * history is available.
 */
import { execFileSync } from 'child_process'
import { promises as fs } from 'fs'
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { canonicalUrl } from '../config/urls'
import type { SiteMetadata } from '../config/site'
import { HOME_ROUTE } from '../content/routes'
import { SITE_ROOT } from '../content/paths'

export interface SitemapEntry {
  url: string
  lastmod?: string
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ url, lastmod }) => `  <url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function renderRobots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
}

/**
 * The date (YYYY-MM-DD) of the last commit touching each file, from one `git log` over the given
 * folder; empty when git or the history is missing (a tarball build), uncommitted files get none.
 */
export function gitLastModified(dir: string, cwd = SITE_ROOT): Map<string, string> {
  const dates = new Map<string, string>()
  let log: string
  try {
    log = execFileSync('git', ['log', '--format=%x00%cs', '--name-only', '--', path.relative(cwd, dir) || '.'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    })
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    let date = ''
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1)
      else if (line.trim() && date) {
        const file = path.join(top, line.trim())
        if (!dates.has(file)) dates.set(file, date)
      }
    }
  } catch {
    return dates
  }
  return dates
}

export async function writeSeoFiles(root: string, site: SiteMetadata, graphql: BuildArgs['graphql']): Promise<void> {
  const result = await graphql<Queries.SitemapPagesQuery>(`
    query SitemapPages {
      allDoc(sort: { path: ASC }) {
        nodes {
          path
          mdx {
            internal {
              contentFilePath
            }
          }
        }
      }
      home: file(sourceInstanceName: { eq: "pages" }, relativePath: { eq: "home.mdx" }) {
        absolutePath
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`The sitemap query failed: ${JSON.stringify(result.errors)}`)
  const dates = gitLastModified(path.join(SITE_ROOT, 'content'))
  const pages = [
    { route: HOME_ROUTE, file: result.data.home?.absolutePath },
    ...result.data.allDoc.nodes.map((doc) => ({ route: doc.path, file: doc.mdx.internal.contentFilePath })),
  ]
  const entries = pages.map(({ route, file }) => ({
    url: canonicalUrl(site, route),
    lastmod: file ? dates.get(path.resolve(file)) : undefined,
  }))
  await fs.writeFile(path.join(root, 'sitemap.xml'), renderSitemap(entries))
  await fs.writeFile(path.join(root, 'robots.txt'), renderRobots(canonicalUrl(site, '/sitemap.xml')))
}
