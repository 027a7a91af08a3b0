/**
 * sitemap.xml and robots.txt. The sitemap lists the home page and every doc route (the pages
 * with a canonical URL; /search and the not-found page are `noindex` and left out) as absolute
 * URLs from SITE_URL and the path prefix (the same `canonicalUrl` the pages' own canonical link
 * uses), with `lastmod` from the last git commit that touched the page's source file when git
 * history is available (./gitDates.ts, which the doc pages' "Last updated" line reads too).
 */
import { promises as fs } from 'fs'
import path from 'path'
import { canonicalUrl } from '../config/urls'
import type { SiteMetadata } from '../config/site'
import { contentLastChanged } from './gitDates'

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

/** Writes both for the indexable pages: each route with the file it was made from (for lastmod). */
export async function writeSeoFiles(
  root: string,
  site: SiteMetadata,
  pages: ReadonlyArray<{ route: string; file?: string | null }>,
): Promise<void> {
  const entries = pages.map(({ route, file }) => ({
    url: canonicalUrl(site, route),
    lastmod: (file && contentLastChanged(file)) || undefined,
  }))
  await fs.writeFile(path.join(root, 'sitemap.xml'), renderSitemap(entries))
  await fs.writeFile(path.join(root, 'robots.txt'), renderRobots(canonicalUrl(site, '/sitemap.xml')))
}
