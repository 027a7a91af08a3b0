import { readFileSync, readdirSync } from 'fs'
import path from 'path'
import type { SiteMetadata } from '../src/config/site'
import { findMdxFiles } from '../src/content/paths'

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

type SidebarItem = string | { label: string; items: SidebarItem[] }

test('Doc.place: the sidebar, breadcrumbs and neighbours come from content/sidebars.json through the DocsSidebar nodes', () => {
  // The file's docs in reading order, each with its categories: walked here, not by the build's code.
  const sidebars = JSON.parse(readFileSync('content/sidebars.json', 'utf8')) as Record<string, SidebarItem[]>
  const entries: Array<{ sidebarName: string; docId: string; categories: string[] }> = []
  const walk = (sidebarName: string, items: SidebarItem[], categories: string[]): void =>
    items.forEach((item) =>
      typeof item === 'string'
        ? entries.push({ sidebarName, docId: item, categories })
        : walk(sidebarName, item.items, [...categories, item.label]),
    )
  Object.entries(sidebars).forEach(([name, items]) => walk(name, items, []))
  const route = (docId: string) => `/${docId}`
  const label = (docId: string) => (pageData(route(docId)).result.data.doc as { sidebarLabel: string }).sidebarLabel
  entries.forEach((entry, i) => {
    const { doc } = pageData(route(entry.docId)).result.data
    const neighbour = (other: (typeof entries)[number] | undefined) =>
      other && other.sidebarName === entry.sidebarName ? { path: route(other.docId), label: label(other.docId) } : null
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
  // One page as a reader sees it in the sidebar today, and the first page (no previous).
  expect(pageData('/api/createSlice').result.data.doc.place).toEqual({
    sidebarName: 'docs',
    categories: ['API Reference', 'Reducers and Actions'],
    previous: { path: '/api/createAction', label: 'createAction' },
    next: { path: '/api/createAsyncThunk', label: 'createAsyncThunk' },
  })
  expect(pageData('/introduction/getting-started').result.data.doc.place.previous).toBeNull()
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
