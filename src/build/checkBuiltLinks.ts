/**
 * After `gatsby build`: reads the built pages and files from public/, and fails the build on
 * a broken link or anchor, or on a search record whose anchor no page has.
 */
import { readFileSync } from 'fs'
import path from 'path'
import { parse } from 'node-html-parser'
import type { ParentSpanPluginArgs } from 'gatsby'
import { PUBLIC_DIR } from '../content/paths'
import { stripIndexHtml } from '../config/urls'
import { checkLinks, formatBrokenLinks, type PageLinks } from './linkCheck'
import { publicFiles } from './headersFiles'
import { checkSearchRecords } from '../search/build/artifacts'

/** Reads the built HTML pages under `publicDir`, with their ids and link targets. */
export function readBuiltSite(publicDir: string): { pages: PageLinks[]; files: Set<string> } {
  const pages: PageLinks[] = []
  const files = new Set<string>()
  for (const file of publicFiles(publicDir)) {
    const rel = `/${path.relative(publicDir, file).split(path.sep).join('/')}`
    files.add(rel)
    const route = stripIndexHtml(rel)
    if (route === rel) continue
    const root = parse(readFileSync(file, 'utf8'))
    pages.push({
      path: route,
      ids: new Set(root.querySelectorAll('[id]').map((el) => el.getAttribute('id')!)),
      hrefs: root.querySelectorAll('a[href]').map((el) => el.getAttribute('href')!),
    })
  }
  return { pages, files }
}

export function checkBuiltSite({ reporter, pathPrefix }: ParentSpanPluginArgs & { pathPrefix?: string }): void {
  const { pages, files } = readBuiltSite(PUBLIC_DIR)
  const broken = checkLinks(pages, { pathPrefix: pathPrefix || '/', files })
  if (broken.length > 0) reporter.panicOnBuild(formatBrokenLinks(broken))
  else reporter.info(`Link check: ${pages.length} pages, every internal link and anchor resolves`)
  checkSearchRecords({ reporter }, pages)
}
