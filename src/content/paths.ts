/** Where the content lives, relative to the site root (Gatsby and jest both run from there). */
import fs from 'fs'
import path from 'path'

export const SITE_ROOT = process.cwd()
export const CONTENT_DIR = path.join(SITE_ROOT, 'content')
export const DOCS_DIR = path.join(CONTENT_DIR, 'docs')
export const PAGES_DIR = path.join(CONTENT_DIR, 'pages')
export const SIDEBARS_FILE = path.join(CONTENT_DIR, 'sidebars.json')
export const PUBLIC_DIR = path.join(SITE_ROOT, 'public')
/**
 * The build's own caches (rendered articles, the hover types' names), each keyed by everything its
 * content depends on. Outside .cache, which Gatsby deletes whenever its plugins or public/ change
 * (between the test run's two builds, for one); `npm run clean` empties both.
 */
export const BUILD_CACHE_DIR = path.join(SITE_ROOT, 'node_modules', '.cache', 'rtk-docs')

/** A path relative to the site root, with forward slashes, for messages and edit links. */
export function fromRoot(absolutePath: string): string {
  return path.relative(SITE_ROOT, absolutePath).split(path.sep).join('/')
}

/** Every .mdx file under `dir`, sorted, as absolute paths ([] when `dir` does not exist). */
export function findMdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...findMdxFiles(full))
    else if (entry.isFile() && entry.name.endsWith('.mdx')) found.push(full)
  }
  return found.sort()
}
