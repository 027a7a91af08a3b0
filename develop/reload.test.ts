/**
 * What an author sees in `gatsby develop`: an edit to content/sidebars.json or to a doc's MDX
 * reaches the page's data within seconds, and a broken sidebar file gets a message naming the
 * file while the server keeps running. It runs the real dev server on a copy of the site (its
 * own content/, .cache/ and public/; node_modules is linked), so the repository is never edited.
 */
import { spawn, type ChildProcess } from 'child_process'
import { readFileSync, writeFileSync } from 'fs'
import { createServer } from 'net'
import path from 'path'
import { MAIN_ENV } from '../scripts/variants'
import { copySite, removeSite } from './siteCopy'
import type { Sidebars, SidebarItem } from '../src/content/sidebar'

/**
 * An edit must show within this time. Measured here: about 4 s for both kinds on a quiet machine
 * (Gatsby re-runs createPages, which rewrites the search and Markdown files, then the page's
 * query), 10–18 s with a browser test run beside it; the margin is for such a loaded machine. An
 * edit Gatsby does not see (the sidebar read from disk, as before) never shows at all.
 */
const VISIBLE_WITHIN_MS = 30_000
const STARTUP_MS = 240_000

let site: string
let server: ChildProcess
let output = ''
let origin = ''

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

interface DocPageData {
  result: { data: { doc: { title: string; place: { sidebarName: string; categories: string[] } } } }
  staticQueryHashes: string[]
}

async function pageData(route: string): Promise<DocPageData | null> {
  try {
    const response = await fetch(`${origin}/page-data${route}/page-data.json`)
    return response.ok ? await response.json() : null
  } catch {
    return null
  }
}

async function sidebarQueryText(route: string): Promise<string> {
  const data = await pageData(route)
  const results = await Promise.all(
    (data?.staticQueryHashes ?? []).map((hash) => fetch(`${origin}/page-data/sq/d/${hash}.json`).then((r) => r.text())),
  )
  return results.find((text) => text.includes('allDocsSidebar')) ?? ''
}

/** Polls `check` until it returns true; returns how long that took, or throws after `limit` ms. */
async function timeUntil(what: string, check: () => Promise<boolean>, limit: number): Promise<number> {
  const start = Date.now()
  while (Date.now() - start < limit) {
    if (await check()) return Date.now() - start
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what}: not seen within ${limit} ms. Dev server output:\n${output.slice(-3000)}`)
}

function renameCategory(items: SidebarItem[], from: string, to: string): boolean {
  for (const item of items) {
    if (typeof item === 'string') continue
    if (item.label === from) {
      item.label = to
      return true
    }
    if (renameCategory(item.items, from, to)) return true
  }
  return false
}

beforeAll(async () => {
  site = copySite()
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  // Without jest's NODE_ENV=test, which would make Gatsby look for the wrong stage's Babel config.
  const { NODE_ENV: _jest, ...env } = process.env
  server = spawn('npx', ['gatsby', 'develop', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: site,
    // An author's `gatsby develop` runs page queries on demand; Gatsby turns that off when it sees
    // a CI environment (as `CI=true npm test` is), so the test turns it back on.
    env: {
      ...env,
      ...MAIN_ENV,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      GATSBY_TELEMETRY_DISABLED: '1',
      GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: 'true',
    },
    detached: true,
  })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  await timeUntil('the dev server serving /api/createSlice', async () => (await pageData('/api/createSlice')) !== null, STARTUP_MS)
}, STARTUP_MS + 10_000)

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    // The copy is removed once the server has stopped writing to it.
    let timer: NodeJS.Timeout | undefined
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))])
    clearTimeout(timer)
  }
  if (site) removeSite(site)
}, 20_000)

const sidebarsFile = () => path.join(site, 'content', 'sidebars.json')

test('a category renamed in content/sidebars.json reaches the breadcrumbs and the sidebar', async () => {
  const before = await pageData('/api/createSlice')
  expect(before!.result.data.doc.place.categories).toEqual(['API Reference', 'Reducers and Actions'])
  const sidebars = JSON.parse(readFileSync(sidebarsFile(), 'utf8')) as Sidebars
  expect(renameCategory(sidebars.docs, 'Reducers and Actions', 'Reducers, Actions and Slices')).toBe(true)
  writeFileSync(sidebarsFile(), JSON.stringify(sidebars, null, 2))

  const elapsed = await timeUntil(
    'the renamed category in the page data',
    async () => (await pageData('/api/createSlice'))?.result.data.doc.place.categories[1] === 'Reducers, Actions and Slices',
    VISIBLE_WITHIN_MS,
  )
  expect(elapsed).toBeLessThan(VISIBLE_WITHIN_MS)
  // The sidebar itself is a static query shared by every page: it has the new label too.
  expect(await sidebarQueryText('/api/createSlice')).toContain('Reducers, Actions and Slices')
}, 90_000)

test('a broken sidebar file is named in the output while the server keeps serving the pages; fixing it brings the sidebar back', async () => {
  const good = readFileSync(sidebarsFile(), 'utf8')
  writeFileSync(sidebarsFile(), good.replace(/\]\s*}\s*$/, ']'))
  await timeUntil(
    'the message naming the file',
    async () => /Problems in content\/sidebars\.json:\s+- it is not valid JSON/.test(output),
    VISIBLE_WITHIN_MS,
  )
  // Nothing is lost: the page is still served, without its place in the (unreadable) sidebars.
  await timeUntil(
    'the page without its place',
    async () => (await pageData('/api/createSlice'))?.result.data.doc.place.sidebarName === '',
    VISIBLE_WITHIN_MS,
  )
  expect(server.exitCode).toBeNull()

  writeFileSync(sidebarsFile(), good)
  await timeUntil(
    'the sidebar again after the fix',
    async () => (await pageData('/api/createSlice'))?.result.data.doc.place.sidebarName === 'docs',
    VISIBLE_WITHIN_MS,
  )
}, 120_000)

test("a doc's MDX edit (its title) reaches its page data", async () => {
  const file = path.join(site, 'content', 'docs', 'api', 'createSlice.mdx')
  const source = readFileSync(file, 'utf8')
  expect(source).toMatch(/^title: .+$/m)
  writeFileSync(file, source.replace(/^title: .+$/m, 'title: createSlice, edited'))
  const elapsed = await timeUntil(
    'the new title in the page data',
    async () => (await pageData('/api/createSlice'))?.result.data.doc.title === 'createSlice, edited',
    VISIBLE_WITHIN_MS,
  )
  expect(elapsed).toBeLessThan(VISIBLE_WITHIN_MS)
}, 90_000)
