/**
 * Which page documents each public runtime export: a `##`–`####` heading whose text (without
 * backticks and a trailing `()`) is the export's name, or a page whose title is that name.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { ENTRY_POINTS, EXPORT_HOMES, UNDOCUMENTED_EXPORTS } from './exportHomes'
import type { Heading } from './extract'
import { readFrontmatter } from '../content/frontmatter'
import { sectionIds, titleId } from '../content/headingIds'
import { pageFromSource } from './pages'
import { DOCS_DIR, findMdxFiles, SITE_ROOT } from '../content/paths'

export interface CoverageHeading extends Heading {
  /** The heading's id on the rendered page. */
  anchor: string
}

export interface CoveragePage {
  /** `/api/createSlice` */
  route: string
  title?: string
  /** The id of the title's <h1>. */
  titleAnchor?: string
  headings: CoverageHeading[]
}

export interface ExportLocation {
  route: string
  anchor: string
  /** 'heading' (with its MDX line) or 'title'. */
  via: 'heading' | 'title'
  line?: number
}

export type CoverageEntry =
  | { name: string; home: string; status: 'found'; location: ExportLocation }
  /** No heading anywhere, and the home page exists: a gap in the docs. */
  | { name: string; home: string; status: 'missing' }
  /** No heading anywhere, but the home page is not written yet. */
  | { name: string; home: string; status: 'unwritten' }

/** Heading levels that can document an export. */
const EXPORT_HEADING_DEPTHS = new Set([2, 3, 4])

/** Export name → its home route, from the map (throws on a name listed twice). */
export function homeOfExport(homes: Readonly<Record<string, readonly string[]>> = EXPORT_HOMES): Map<string, string> {
  const home = new Map<string, string>()
  for (const [route, names] of Object.entries(homes)) {
    for (const name of names) {
      const previous = home.get(name)
      if (previous !== undefined) throw new Error(`${name} is listed under both ${previous} and ${route}`)
      home.set(name, route)
    }
  }
  return home
}

/** The name a heading documents: its text without backticks and a trailing `()`. */
export function headingName(text: string): string {
  return text.replace(/`/g, '').trim().replace(/\(\)$/, '').trim()
}

function locateOnPage(name: string, page: CoveragePage): ExportLocation | undefined {
  const heading = page.headings.find((h) => EXPORT_HEADING_DEPTHS.has(h.depth) && headingName(h.text) === name)
  if (heading) return { route: page.route, anchor: heading.anchor, via: 'heading', line: heading.line }
  if (page.title === name && page.titleAnchor !== undefined) return { route: page.route, anchor: page.titleAnchor, via: 'title' }
  return undefined
}

/**
 * Finds each export's documentation, looking at its home page first, then at every other
 * page in route order. `pages` are the pages that exist; an export found nowhere is
 * 'unwritten' when its home page is not among them, else 'missing'.
 */
export function locateExports(
  names: readonly string[],
  pages: readonly CoveragePage[],
  homes: ReadonlyMap<string, string>,
): CoverageEntry[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const ordered = [...pages].sort((a, b) => a.route.localeCompare(b.route))
  return names.map((name): CoverageEntry => {
    const home = homes.get(name) ?? '(no home page in exportHomes.ts)'
    const homePage = byRoute.get(home)
    const candidates = homePage ? [homePage, ...ordered.filter((p) => p !== homePage)] : ordered
    for (const page of candidates) {
      const location = locateOnPage(name, page)
      if (location) return { name, home, status: 'found', location }
    }
    return { name, home, status: homePage ? 'missing' : 'unwritten' }
  })
}

/** Names exported at runtime by the three entry points, sorted, without the undocumented markers. */
export function runtimeExports(load: (id: string) => unknown = createRequire(path.join(SITE_ROOT, 'package.json'))): string[] {
  const names = new Set<string>()
  for (const entry of ENTRY_POINTS) {
    for (const name of Object.keys(load(entry) as object)) names.add(name)
  }
  return [...names].filter((name) => name !== '__esModule' && !(name in UNDOCUMENTED_EXPORTS)).sort((a, b) => a.localeCompare(b))
}

interface PageSource {
  route: string
  title?: string
  headings: Heading[]
}

/** Reads every page under `docsRoot`: route, title, headings with their ids. */
export function loadCoveragePages(docsRoot: string = DOCS_DIR, projectRoot: string = SITE_ROOT): CoveragePage[] {
  const sources: PageSource[] = findMdxFiles(docsRoot).map((file) => {
    const text = fs.readFileSync(file, 'utf8')
    const page = pageFromSource(text, file, docsRoot, projectRoot)
    return { route: `/${page.route}`, title: readFrontmatter(text).title as string | undefined, headings: page.headings }
  })
  return sources.map((source) => {
    const ids = sectionIds()
    return {
      route: source.route,
      title: source.title,
      titleAnchor: source.title === undefined ? undefined : titleId(source.title),
      headings: source.headings.map((h) => ({ ...h, anchor: ids.slug(h.text) })),
    }
  })
}

/** The table printed by scripts/export-coverage.ts and the jest test. */
export function formatCoverage(entries: readonly CoverageEntry[]): string {
  const width = Math.max(...entries.map((e) => e.name.length))
  const rows = entries.map((entry) => {
    const name = entry.name.padEnd(width)
    if (entry.status === 'found') return `${name}  ${entry.location.route}#${entry.location.anchor}`
    if (entry.status === 'unwritten') return `${name}  skipped: page ${entry.home} not written yet`
    return `${name}  MISSING: no heading on any page (home: ${entry.home}, file ${path.posix.join('content/docs', `${entry.home}.mdx`)})`
  })
  const count = (status: CoverageEntry['status']): number => entries.filter((e) => e.status === status).length
  const undocumented = Object.entries(UNDOCUMENTED_EXPORTS).map(([name, reason]) => `  ${name}: ${reason}`)
  return [
    ...rows,
    '',
    `${entries.length} exports: ${count('found')} documented, ${count('missing')} missing, ${count('unwritten')} skipped (home page not written yet)`,
    'Not documented on purpose:',
    ...undocumented,
  ].join('\n')
}
