import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs'
import { tmpdir } from 'os'
import path from 'path'
import type { ArticleSettings } from '../components/Mdx/components'
import { renderArticle, type RenderedArticle } from './renderArticle'
import { collectHeadings, tocOf, type HastNode } from './toc'
import { SITE_ROOT } from '../content/paths'
import { frontMatterLineCount } from '../content/frontmatter'
import type { MdastNode } from '../content/mdast'
import { pageTypeNotes } from '../samples/typecheck'
import { withTypeNotes } from './typeNotes'

const full: ArticleSettings = { basePath: '', release: '9.8.7', headingLinks: true }

function render(body: string, settings: Partial<ArticleSettings> = {}): Promise<RenderedArticle> {
  return renderArticle({ body, filePath: 'content/docs/api/example.mdx' }, { ...full, ...settings })
}

const BODY = [
  '## Store setup',
  '',
  'Read [createSlice](/api/createSlice#options), [Immer](https://immerjs.github.io/immer/) or [below](#store-setup). Checked on <Release />.',
  '',
  '<Admonition type="tip">Keep reducers pure.</Admonition>',
  '',
  '```ts',
  'const answer: number = 42',
  '```',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  '### The `reducer` option',
  '',
  '## Next',
].join('\n')

describe('renderArticle (the article every doc page carries)', () => {
  let html: string
  let toc: RenderedArticle['toc']
  beforeAll(async () => {
    ;({ html, toc } = await render(BODY, { basePath: '/prefix' }))
  })

  it('puts each h2 and h3 with what follows it, up to the next, in a section of its own', () => {
    const sections = [...html.matchAll(/<section data-section="" style="[^"]*">([\s\S]*?)<\/section>/g)].map(([, inner]) => inner)
    expect(sections.map((inner) => [...inner.matchAll(/<h[23] id="([^"]+)"/g)].map(([, id]) => id))).toEqual([
      ['store-setup'],
      ['the-reducer-option'],
      ['next'],
    ])
    expect(sections[0]).toContain('Keep reducers pure.')
    expect(sections[0]).toContain('<table')
    expect(html.indexOf('<section')).toBeLessThan(html.indexOf('id="store-setup"'))
  })

  it('gives section headings their id and a named "#" link', () => {
    expect(html).toContain('<h2 id="store-setup">Store setup</h2>')
    expect(html).toContain('href="#store-setup" aria-label="Link to the section “Store setup”"')
  })

  it('puts the path prefix before site routes only, and renders the documented release', () => {
    expect(html).toContain('href="/prefix/api/createSlice#options"')
    expect(html).toContain('href="https://immerjs.github.io/immer/"')
    expect(html).toContain('href="#store-setup">below</a>')
    expect(html).toContain('Checked on 9.8.7.')
  })

  it('renders TypeScript samples as TS/JS tabs with highlighted, copyable blocks and tables as named regions', () => {
    expect(html).toMatch(/role="tab" id="_a[^"]*-ts-tab" aria-controls="_a[^"]*-ts"/)
    expect(html).toContain('class="mdx-code-block" data-code-block=""')
    expect(html).toContain('aria-label="Copy code to clipboard"')
    expect(html).toMatch(/<span class="[^"]+"> 42<\/span>/)
    expect(html).toContain('role="region" aria-label="Store setup table"')
    expect(html).toContain('role="note" class="mdx-admonition mdx-tip" aria-label="Tip"')
    // Colours are classes: the only style attributes are the sections' counts (sections.ts).
    expect(html.replace(/ style="(--\w+:\d+;?)+"/g, '')).not.toMatch(/style="/)
  })

  it("gives the table of contents the headings' own ids and text", () => {
    expect(toc).toEqual([
      { url: '#store-setup', title: 'Store setup', items: [{ url: '#the-reducer-option', title: 'The reducer option', items: [] }] },
      { url: '#next', title: 'Next', items: [] },
    ])
    for (const entry of [toc[0], toc[0].items[0], toc[1]]) expect(html).toContain(`id="${entry.url.slice(1)}"`)
  })

  it('leaves the "#" links out when asked (the home page)', async () => {
    const home = await render('## Why\n\nText.', { headingLinks: false })
    expect(home.html).toBe('<section data-section="" style="--chars:8;--blocks:2"><h2 id="why">Why</h2>\n<p>Text.</p></section>')
  })

  it('names the file and its line when the MDX does not compile', async () => {
    await expect(render('<Admonition>\n\nnever closed')).rejects.toThrow(
      /^content\/docs\/api\/example\.mdx:1: the MDX could not be compiled: /,
    )
    // The line is the file's: the body starts below four lines of front matter.
    const dir = mkdtempSync(path.join(tmpdir(), 'article-'))
    const file = path.join(dir, 'page.mdx')
    const body = 'Text.\n\n<Admonition>\n\nnever closed'
    writeFileSync(file, `---\nid: page\ntitle: Page\n---\n${body}`)
    try {
      await expect(renderArticle({ body, filePath: file }, full)).rejects.toThrow(
        `${file}:7: the MDX could not be compiled: Expected a closing tag for \`<Admonition>\` (7:1-7:13)`,
      )
    } finally {
      rmSync(dir, { recursive: true })
    }
  })

  it("names the file and the sample's line when a JavaScript tab cannot be made", async () => {
    await expect(render('Text.\n\n```ts\nconst broken = {\n```')).rejects.toThrow(
      /^content\/docs\/api\/example\.mdx:3: the MDX could not be compiled: cannot generate the JavaScript tab for a ts sample: /,
    )
  })

  it('names the file on an import line (pages get their components without imports)', async () => {
    await expect(render("import { X } from './x'\n\nText.")).rejects.toThrow(
      /^content\/docs\/api\/example\.mdx:1: the MDX could not be compiled: .*import/,
    )
  })
})

describe('the table of contents', () => {
  const tree = (...children: HastNode[]) => ({ type: 'root', children })
  const h = (tagName: string, id: string | undefined, text: string): HastNode => ({
    type: 'element',
    tagName,
    properties: { id },
    children: [{ type: 'text', value: text }],
  })

  it('takes h2 and h3 headings with an id, nested ones included, and nothing deeper', () => {
    const headings = collectHeadings(
      tree(h('h2', 'a', 'A'), { type: 'mdxJsxFlowElement', children: [h('h3', 'b', 'B')] }, h('h4', 'c', 'C'), h('h2', undefined, 'No id')),
    )
    expect(headings).toEqual([
      { depth: 2, id: 'a', title: 'A' },
      { depth: 3, id: 'b', title: 'B' },
    ])
  })

  it('nests subsections under their section, and keeps a subsection before any section', () => {
    expect(
      tocOf([
        { depth: 3, id: 'intro', title: 'Intro' },
        { depth: 2, id: 'a', title: 'A' },
        { depth: 3, id: 'b', title: 'B' },
      ]),
    ).toEqual([
      { url: '#intro', title: 'Intro', items: [] },
      { url: '#a', title: 'A', items: [{ url: '#b', title: 'B', items: [] }] },
    ])
  })
})

describe('the type notation (^?, @errors) in an article', () => {
  const filePath = 'src/mdx/__fixtures__/type-notes.mdx'
  let article: RenderedArticle
  beforeAll(async () => {
    const source = readFileSync(path.join(SITE_ROOT, filePath), 'utf8')
    const body = source
      .split('\n')
      .slice(frontMatterLineCount(source.split('\n')))
      .join('\n')
    const typeNotesOf = (tree: MdastNode) => pageTypeNotes(filePath, tree, path.dirname(path.join(SITE_ROOT, filePath)))
    article = await renderArticle({ body, filePath, typeNotesOf }, full)
  }, 60_000)
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")

  it("shows each ^?'s type and each expected error's message in the page's code, and drops the @errors line", () => {
    const shown = text(article.html)
    expect(shown).toContain('//   ^? type RootState = {\n//          counter: number;\n//      }')
    expect(shown).toContain("const count: number = 'three'\n// error TS2322: Type 'string' is not assignable to type 'number'.")
    expect(shown).not.toContain('@errors')
  })

  it('gives the JavaScript tab the code without the notation, and a block that must not compile no JavaScript tab', () => {
    expect(article.html.match(/role="tab"/g)).toHaveLength(2)
    const js = text(article.html.split('data-language="js"')[1] ?? '')
    expect(js).toContain('const store = configureStore')
    expect(js).not.toContain('^?')
  })

  it('keeps the tree as parsed, and the answers beside it, which give the Markdown twin the same text', () => {
    const codes = (tree: MdastNode) => {
      const found: string[] = []
      const walk = (node: MdastNode) => (node.type === 'code' && found.push(node.value ?? ''), node.children?.forEach(walk))
      walk(tree)
      return found
    }
    expect(codes(article.tree)[1]).toBe("// @errors: 2322\nconst count: number = 'three'")
    expect(Object.keys(article.typeNotes)).toEqual(['2', '11'])
    const twin = codes(withTypeNotes(article.tree, article.typeNotes))
    expect(twin[0]).toMatch(/\n\/\/ {3}\^\? type RootState = \{\n/)
    expect(twin[1]).toBe("const count: number = 'three'\n// error TS2322: Type 'string' is not assignable to type 'number'.")
  })
})
