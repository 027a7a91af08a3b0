/**
 * Where a link written in a page's MDX points in its Markdown twin: always an absolute URL, so a
 * twin read on its own (or inside llms-full.txt) still leads somewhere. A link to a doc route
 * (or to a doc's .md/.mdx file) goes to that doc's twin; a same-page `#anchor` to this page's twin;
 * other site paths (the home page, /search) to their HTML page; external links stay as written.
 */
import { markdownTwinPath } from './twin'
import { isExternal } from '../config/urls'

export interface LinkContext {
  /** The route of the page being converted. */
  pagePath: string
  /** Every doc route (the pages that have a twin). */
  docPaths: ReadonlySet<string>
  /** Absolute URL of a site path, with the path prefix (src/config/urls.ts). */
  absoluteUrl(path: string): string
  /** A link to a .md/.mdx file as the site resolves it (src/mdx/markdownLinks.ts): its route and hash, or undefined when the file is missing. */
  resolveFileLink?(url: string): string | undefined
}

export function twinLink(url: string, context: LinkContext): string {
  if (url === '' || isExternal(url)) return url
  const fileRoute = context.resolveFileLink?.(url)
  const target = fileRoute ?? url
  const hashAt = target.indexOf('#')
  const hash = hashAt === -1 ? '' : target.slice(hashAt)
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt)
  if (beforeHash === '') return context.absoluteUrl(markdownTwinPath(context.pagePath)) + hash
  // Relative paths resolve against the page's route, like a browser would.
  const resolved = new URL(beforeHash, `http://site${context.pagePath}`)
  const route = resolved.pathname.length > 1 ? resolved.pathname.replace(/\/+$/, '') : resolved.pathname
  if (context.docPaths.has(route)) return context.absoluteUrl(markdownTwinPath(route)) + hash
  return context.absoluteUrl(route) + resolved.search + hash
}
