import { readFileSync } from 'fs'
import path from 'path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { parse } from 'node-html-parser'

/**
 * The built Markdown versions, through the same server as `npm start`: every doc route's twin,
 * its content type, what it holds, its links, llms.txt and llms-full.txt. Expected values come
 * from content/sidebars.json and the built pages, not from the code that writes the twins.
 */
const PUBLIC = 'public'

/** Doc ids in reading order, straight from the sidebar file. */
function sidebarDocIds(): string[] {
  const sidebars = JSON.parse(readFileSync('content/sidebars.json', 'utf8')) as Record<string, unknown[]>
  const ids: string[] = []
  const walk = (items: unknown[]) => {
    for (const item of items) {
      if (typeof item === 'string') ids.push(item)
      else walk((item as { items: unknown[] }).items)
    }
  }
  Object.values(sidebars).forEach(walk)
  return ids
}

const ROUTES = sidebarDocIds().map((id) => `/${id}`)

function builtPage(route: string) {
  const root = parse(readFileSync(path.join(PUBLIC, route, 'index.html'), 'utf8'))
  return {
    canonical: root.querySelector('link[rel="canonical"]')!.getAttribute('href')!,
    alternate: root.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href'),
    title: root.querySelector('main h1')!.textContent,
    description: root.querySelector('meta[name="description"]')!.getAttribute('content')!,
  }
}

/** The site's absolute base ("http://localhost:9000/"), as the built home page states it. */
function siteBase(): string {
  return parse(readFileSync(path.join(PUBLIC, 'index.html'), 'utf8'))
    .querySelector('link[rel="canonical"]')!
    .getAttribute('href')!
    .replace(/\/?$/, '/')
}

/** MDX that would be left in a twin: import/export lines and JSX tags outside code. */
function mdxLeftovers(markdown: string): string[] {
  const found: string[] = []
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) {
      fenced = !fenced
      continue
    }
    if (fenced) continue
    const prose = line.replace(/`[^`]*`/g, '')
    if (/^(import|export)\s/.test(line) || /(^|[^\\])<\/?[A-Z][A-Za-z]*[\s/>]/.test(prose) || /(^|[^\\])\{\/\*/.test(prose))
      found.push(line)
  }
  return found
}

async function fetchText(request: APIRequestContext, urlPath: string) {
  const response = await request.get(urlPath, { maxRedirects: 0 })
  return { status: response.status(), type: response.headers()['content-type'], text: await response.text() }
}

test.describe('Markdown versions of the docs', () => {
  test('every doc route has its .md twin: text/markdown, title and description first, no MDX left', async ({ request }) => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(46)
    for (const route of ROUTES) {
      const twin = await fetchText(request, `${route}.md`)
      expect({ route, status: twin.status, type: twin.type }).toEqual({ route, status: 200, type: 'text/markdown; charset=utf-8' })
      const page = builtPage(route)
      // Markdown escapes (UNINITIALIZED\_VALUE) read as the character itself.
      const [h1, description] = twin.text.split('\n\n', 2).map((part) => part.replace(/\\([!-/:-@[-`{-~])/g, '$1'))
      expect({ route, h1, description }).toEqual({ route, h1: `# ${page.title}`, description: page.description })
      expect({ route, leftovers: mdxLeftovers(twin.text) }).toEqual({ route, leftovers: [] })
      expect(page.alternate, `${route}: <link rel="alternate" type="text/markdown">`).toBe(`${page.canonical}.md`)
    }
  })

  test('every link to the site in a twin leads to another twin', async ({ request }) => {
    const SITE_BASE = siteBase()
    const targets = new Set<string>()
    for (const route of ROUTES) {
      const { text } = await fetchText(request, `${route}.md`)
      for (const match of text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
        const url = match[1]
        if (!url.startsWith(SITE_BASE)) {
          expect(url, `${route}.md links to the site without its absolute URL`).toMatch(/^(https?:|mailto:)/)
          continue
        }
        targets.add(`/${url.slice(SITE_BASE.length).replace(/#.*$/, '')}`)
      }
    }
    expect(targets.size).toBeGreaterThan(20)
    for (const target of targets) {
      expect(target, 'a twin links to something that is not a twin').toMatch(/\.md$/)
      const linked = await fetchText(request, target)
      expect({ target, status: linked.status, type: linked.type }).toEqual({ target, status: 200, type: 'text/markdown; charset=utf-8' })
    }
  })

  test('llms.txt: site name, summary, then every doc exactly once in sidebar order with its title and description', async ({ request }) => {
    const SITE_BASE = siteBase()
    const llms = await fetchText(request, '/llms.txt')
    expect(llms.status).toBe(200)
    expect(llms.type).toBe('text/plain; charset=utf-8')
    const lines = llms.text.split('\n')
    expect(lines[0]).toBe('# Redux Toolkit')
    expect(lines[2]).toMatch(/^> \S/)
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1)
    const entries = lines
      .filter((line) => line.startsWith('- '))
      .map((line) => {
        const match = /^- \[(.+)\]\((\S+)\): (.+)$/.exec(line)
        expect(match, line).not.toBeNull()
        return { title: match![1], url: match![2], description: match![3] }
      })
    expect(entries.map((entry) => entry.url)).toEqual(ROUTES.map((route) => `${SITE_BASE}${route.slice(1)}.md`))
    entries.forEach((entry, i) =>
      expect({ title: entry.title, description: entry.description }).toEqual({
        title: builtPage(ROUTES[i]).title,
        description: builtPage(ROUTES[i]).description,
      }),
    )
    const sections = lines.filter((line) => line.startsWith('## '))
    expect(sections.slice(0, 3)).toEqual(['## Introduction', '## Tutorials', '## Using Redux Toolkit'])
    expect(sections).toContain('## API Reference: Store Setup')
  })

  test('llms-full.txt holds every page, whole, in sidebar order', async ({ request }) => {
    const full = await fetchText(request, '/llms-full.txt')
    expect(full.status).toBe(200)
    expect(full.type).toBe('text/plain; charset=utf-8')
    expect(full.text.startsWith('# Redux Toolkit\n\n> ')).toBe(true)
    let position = 0
    for (const route of ROUTES) {
      const { text } = await fetchText(request, `${route}.md`)
      const at = full.text.indexOf(`\n---\n\n${text.trim()}\n`, position)
      expect(at, `${route} in llms-full.txt after the previous page`).toBeGreaterThanOrEqual(position)
      position = at + text.trim().length
    }
  })
})
