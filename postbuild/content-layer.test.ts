import { readFileSync, readdirSync } from 'fs'
import path from 'path'
import type { SiteMetadata } from '../src/config/site'
import { findMdxFiles } from '../src/content/paths'
import { routeOfDocId } from '../src/content/routes'
import { sidebarEntries, type Sidebars } from '../src/content/sidebar'

/**
 * The GraphQL nodes hold the right data: the queries the site runs at build time (page queries
 * and static queries) have their results in public/page-data; this reads them back after the
 * build (no browser needed).
 */
const PAGE_DATA = path.join('public', 'page-data')

function staticQueryResults(): Array<Record<string, unknown>> {
  const dir = path.join(PAGE_DATA, 'sq', 'd')
  // Only the JSON files: the build also writes .gz/.br twins beside the larger ones.
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { data: Record<string, unknown> }).data)
}

function pageData(route: string) {
  return JSON.parse(readFileSync(path.join(PAGE_DATA, route === '/' ? 'index' : route, 'page-data.json'), 'utf8'))
}

test('DocsVersion: one current version labelled with the installed release line, docs in sidebar order', () => {
  const { version } = JSON.parse(readFileSync('node_modules/@reduxjs/toolkit/package.json', 'utf8'))
  const release = staticQueryResults().find((data) => 'docsVersion' in data) as { docsVersion: { release: string } }
  expect(release.docsVersion.release).toBe(version)

  const sidebarQuery = staticQueryResults().find((data) => 'allDocsSidebar' in data) as {
    allDocsSidebar: { nodes: Array<{ name: string; items: unknown[] }> }
    allDoc: { nodes: Array<{ id: string; sidebarLabel: string }> }
  }
  const sidebars = JSON.parse(readFileSync('content/sidebars.json', 'utf8'))
  expect(sidebarQuery.allDocsSidebar.nodes).toEqual(Object.entries(sidebars).map(([name, items]) => ({ name, items })))
  const ids = findMdxFiles(path.join('content', 'docs')).map((file) =>
    path
      .relative(path.join('content', 'docs'), file)
      .replace(/\.mdx$/, '')
      .split(path.sep)
      .join('/'),
  )
  expect(sidebarQuery.allDoc.nodes.map((doc) => doc.id).sort()).toEqual(ids.sort())
})

test('Doc: a page query returns the fields from the file and its front matter', () => {
  const source = readFileSync('content/docs/api/createSlice.mdx', 'utf8')
  const front = (field: string) => new RegExp(`^${field}:\\s*(.+)$`, 'm').exec(source)![1].replace(/^(['"])(.*)\1$/, '$2')
  const { result, componentChunkName } = pageData('/api/createSlice')
  expect(componentChunkName).toContain('templates-doc')
  expect(result.data.doc).toMatchObject({
    id: 'api/createSlice',
    path: '/api/createSlice',
    title: front('title'),
    sidebarLabel: front('sidebar_label'),
    description: front('description'),
  })
  expect(result.data.doc.mdx.article.toc.length).toBeGreaterThan(2)
  expect(result.data.doc.mdx.article.html).toContain(`id="${result.data.doc.mdx.article.toc[0].url.slice(1)}"`)
  // The page context holds the id only; the page's query brings the rest.
  expect(result.pageContext).toEqual({ id: 'api/createSlice' })
})

test('Doc.place: the sidebar, breadcrumbs and neighbours come from content/sidebars.json through the DocsSidebar nodes', () => {
  const sidebars = JSON.parse(readFileSync('content/sidebars.json', 'utf8')) as Sidebars
  const entries = sidebarEntries(sidebars)
  const label = (id: string) => (pageData(routeOfDocId(id)).result.data.doc as { sidebarLabel: string }).sidebarLabel
  // Every doc page, checked against a walk of the file in reading order.
  entries.forEach((entry, i) => {
    const { doc } = pageData(routeOfDocId(entry.docId)).result.data
    const neighbour = (other: (typeof entries)[number] | undefined) =>
      other && other.sidebarName === entry.sidebarName ? { path: routeOfDocId(other.docId), label: label(other.docId) } : null
    expect(doc.place).toEqual({
      sidebarName: entry.sidebarName,
      categories: entry.categories,
      previous: neighbour(entries[i - 1]),
      next: neighbour(entries[i + 1]),
    })
    // The main build sets no edit URL (the variant build's links are checked in the browser tests).
    expect(doc.editUrl).toBeNull()
  })
  expect(entries.length).toBeGreaterThan(40)
})

test('siteMetadata: English only, light default mode, the spec navbar and footer', () => {
  const site = (
    staticQueryResults().find((data) => (data.site as { siteMetadata?: { theme?: unknown } } | undefined)?.siteMetadata?.theme) as {
      site: { siteMetadata: SiteMetadata }
    }
  ).site.siteMetadata
  expect(site.locales).toEqual(['en'])
  expect(site.baseUrl).toBe('/')
  expect(site.theme.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false })
  expect(site.theme.navbar.items.map((item) => item.label)).toEqual(['Getting Started', 'Tutorials', 'Usage Guide', 'API', 'GitHub'])
  expect(site.theme.footer.links.map((group) => group.title)).toEqual(['Docs', 'Community', 'More'])
  expect(site.theme.footer.copyright).toMatchObject({ from: 2015, to: 2021 })
})
