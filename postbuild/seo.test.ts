/**
 * The built site's SEO files and tags: sitemap.xml lists exactly the indexable pages (every page
 * without `noindex`) by their canonical URL, robots.txt points at it, and every page carries
 * OpenGraph and Twitter tags with absolute URLs and the site image. A doc page's "Last updated"
 * date is its file's last commit, as in the sitemap, written as readers write it.
 */
import { execFileSync } from 'child_process'
import { existsSync, readFileSync } from 'fs'
import path from 'path'
import { parse } from 'node-html-parser'
import { builtPages } from '../src/build/headersFiles'
import { SITE_IMAGE } from '../src/components/Seo/Seo'
import { createSiteMetadata } from '../src/config/site'

const root = path.resolve('public')
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const site = createSiteMetadata({})
/** The default SITE_URL (README, Configuration), which the tested build is made with; written out, not derived. */
const ORIGIN = 'http://localhost:9000'
const pages = builtPages(root).map((file) => ({ file: path.relative(root, file), doc: parse(readFileSync(file, 'utf8')) }))
const meta = (doc: ReturnType<typeof parse>, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')
const indexable = pages.filter(({ doc }) => meta(doc, 'robots') !== 'noindex' && doc.querySelector('link[rel="canonical"]'))

it('lists every indexable page in sitemap.xml by its canonical URL, and nothing else', () => {
  expect(site.siteUrl).toBe(ORIGIN)
  const xml = readFileSync(path.join(root, 'sitemap.xml'), 'utf8')
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs.length).toBeGreaterThan(40)
  expect(new Set(locs).size).toBe(locs.length)
  expect(locs.sort()).toEqual(indexable.map(({ doc }) => doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).sort())
  expect(locs).not.toContain(`${ORIGIN}/search`)
  for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true)
  // lastmod comes from git when the checkout has history
  if (existsSync('.git')) expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
})

it("shows each doc's last change: its file's last commit date, the sitemap's lastmod", () => {
  const xml = readFileSync(path.join(root, 'sitemap.xml'), 'utf8')
  const shallow =
    existsSync('.git') && execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true'
  for (const [route, file] of [
    ['/api/createSlice', 'content/docs/api/createSlice.mdx'],
    ['/rtk-query/usage/queries', 'content/docs/rtk-query/usage/queries.mdx'],
  ]) {
    const page = pages.find((p) => p.file === `${route.slice(1)}/index.html`)!
    const shown = page.doc.querySelector('footer time')?.getAttribute('datetime')
    const committed =
      existsSync('.git') && !shallow ? execFileSync('git', ['log', '-1', '--format=%cs', '--', file], { encoding: 'utf8' }).trim() : ''
    if (!committed) {
      expect(shown).toBeUndefined()
      continue
    }
    expect(shown).toBe(committed)
    const [year, month, day] = committed.split('-').map(Number)
    expect(page.doc.querySelector('footer time')?.textContent).toBe(`${MONTHS[month - 1]} ${day}, ${year}`)
    expect(xml).toContain(`<loc>${ORIGIN}${route}</loc><lastmod>${committed}</lastmod>`)
  }
})

it('leaves out the noindex pages (search, not found)', () => {
  const noindex = pages.filter(({ doc }) => meta(doc, 'robots') === 'noindex').map(({ file }) => file)
  expect(noindex).toEqual(expect.arrayContaining(['search/index.html', '404.html']))
})

it('points robots.txt at the sitemap', () => {
  expect(readFileSync(path.join(root, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`)
})

it('gives every page OpenGraph and Twitter tags with absolute URLs and the site image', () => {
  expect(existsSync(path.join(root, SITE_IMAGE.path))).toBe(true)
  const image = `${ORIGIN}${SITE_IMAGE.path}`
  for (const { file, doc } of pages) {
    const title = doc.querySelector('title')?.text
    const tags = Object.fromEntries(
      [
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'og:type',
        'twitter:card',
        'twitter:title',
        'twitter:description',
        'twitter:image',
      ].map((key) => [key, meta(doc, key)]),
    )
    expect({ file, ...tags }).toEqual({
      file,
      'og:title': title,
      'og:description': meta(doc, 'description'),
      'og:url': expect.stringMatching(new RegExp(`^${ORIGIN}/`)),
      'og:image': image,
      'og:type': 'website',
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': meta(doc, 'description'),
      'twitter:image': image,
    })
  }
})
