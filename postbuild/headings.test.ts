/**
 * One tree per MDX file (src/build/article.ts): the page's HTML, its search records and its
 * Markdown twin come from the same parse, so they agree on every heading of every doc page. Read
 * here from what the build wrote (the pages, public/search-records.json, the `.md` twins); of the
 * build's code only the docs folder's location is used.
 */
import { readFileSync } from 'fs'
import path from 'path'
import { parse } from 'node-html-parser'
import { findMdxFiles, DOCS_DIR } from '../src/content/paths'

const root = path.resolve('public')
/** Each doc's route, from its file's place under content/docs (AUTHORING.md). */
const routes = findMdxFiles(DOCS_DIR).map(
  (file) =>
    `/${path
      .relative(DOCS_DIR, file)
      .replace(/\.mdx$/, '')
      .split(path.sep)
      .join('/')}`,
)

interface BuiltRecord {
  url_without_anchor: string
  anchor: string | null
}
const records = JSON.parse(readFileSync(path.join(root, 'search-records.json'), 'utf8')) as BuiltRecord[]

/** The article's section headings (h2–h6) in document order: id and text. */
function htmlHeadings(route: string): Array<{ id: string; text: string }> {
  const page = parse(readFileSync(path.join(root, route.slice(1), 'index.html'), 'utf8'))
  return page
    .querySelectorAll('main h2, main h3, main h4, main h5, main h6')
    .filter((heading) => heading.getAttribute('id'))
    .map((heading) => ({ id: heading.getAttribute('id')!, text: heading.text.trim() }))
}

/** The twin's section headings (## to ######, outside fenced code) as plain text. */
function twinHeadings(route: string): string[] {
  const markdown = readFileSync(path.join(root, `${route.slice(1)}.md`), 'utf8').replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
  return [...markdown.matchAll(/^#{2,6} (.+)$/gm)].map((match) =>
    match[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
      .trim(),
  )
}

describe('every doc page: HTML, search records and .md twin agree on the headings', () => {
  it('covers the docs', () => expect(routes.length).toBeGreaterThan(40))

  it.each(routes)('%s', (route) => {
    const headings = htmlHeadings(route)
    const anchors = new Set(records.filter((r) => r.url_without_anchor === route && r.anchor).map((r) => r.anchor!))
    expect(headings.length).toBeGreaterThan(0)
    // Every section has its search record under the page's own heading id, and no record points elsewhere.
    expect([...anchors].sort()).toEqual([...new Set(headings.map((h) => h.id))].sort())
    expect(twinHeadings(route)).toEqual(headings.map((h) => h.text))
  })
})
