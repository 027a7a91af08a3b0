/**
 * One parse per MDX file: the content layer's `Mdx.article` resolver (article.ts) compiles each
 * body once, and the search records and the Markdown twin are made from the tree it kept, so the
 * page, its records and its twin agree on every heading. Run on real pages of the site.
 */
import { jest } from '@jest/globals'
import { readFileSync } from 'fs'
import path from 'path'
import type { CreateResolversArgs } from 'gatsby'
import { frontMatterLineCount } from '../content/frontmatter'
import { SITE_ROOT } from '../content/paths'
import { renderTwins } from '../markdown/build/render'
import type { MdastNode } from '../content/mdast'
import { mdxProcessor, parseMdx } from '../mdx/parse'
import type { RenderedArticle } from '../mdx/renderArticle'
import { extractRecords } from '../search/build/extract'
import { createArticleResolvers } from './article'

const PAGES = [
  { path: '/api/createSlice', file: 'content/docs/api/createSlice.mdx' },
  { path: '/rtk-query/usage/queries', file: 'content/docs/rtk-query/usage/queries.mdx' },
  { path: '/usage/usage-guide', file: 'content/docs/usage/usage-guide.mdx' },
]

type Resolve = (source: object, args: object, context: object) => Promise<RenderedArticle>

/** The `article` resolver as Gatsby would call it, with an in-memory cache in place of the file cache. */
function articleResolver(): Resolve {
  const store = new Map<string, unknown>()
  let resolve: Resolve | undefined
  createArticleResolvers(
    {
      basePath: '',
      createResolvers: (resolvers: { Mdx: { article: { resolve: Resolve } } }) => (resolve = resolvers.Mdx.article.resolve),
    } as unknown as CreateResolversArgs,
    { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) },
  )
  return resolve!
}

const context = { nodeModel: { findOne: async () => ({ digest: 'renderer-digest' }) } }

const sources = PAGES.map(({ file }) => {
  const lines = readFileSync(path.join(SITE_ROOT, file), 'utf8').split('\n')
  return {
    body: lines.slice(frontMatterLineCount(lines)).join('\n'),
    internal: { contentFilePath: path.join(SITE_ROOT, file), contentDigest: file },
  }
})

/** The text of a heading's HTML, entities and tags removed. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .trim()

describe('each MDX body is parsed once per build', () => {
  let articles: RenderedArticle[]
  let parses: number
  let records: ReturnType<typeof extractRecords>
  let twins: Map<string, string>

  beforeAll(async () => {
    const parse = jest.spyOn(mdxProcessor(), 'parse')
    const resolve = articleResolver()
    // The search records' and the Markdown twins' queries (createPages), then the page queries, read the same field.
    articles = await Promise.all(sources.map((source) => resolve(source, {}, context)))
    const again = await Promise.all(sources.map((source) => resolve(source, {}, context)))
    const docs = PAGES.map((page, i) => ({
      ...page,
      title: `Title ${i}`,
      description: 'About it.',
      category: 'Category',
      sourcePath: page.file,
      tree: again[i].tree,
    }))
    records = extractRecords(docs)
    twins = renderTwins(docs, { release: '9.9.9', absoluteUrl: (urlPath) => `https://example.org${urlPath}` })
    parses = parse.mock.calls.length
    parse.mockRestore()
  }, 120_000)

  it('calls the parser once per file for the article, its table of contents, its search records and its twin', () => {
    expect(parses).toBe(PAGES.length)
    expect(records.length).toBeGreaterThan(PAGES.length * 10)
    expect(twins.size).toBe(PAGES.length)
  })

  it('gives the records and the twin the same headings as the HTML, ids and texts in order', () => {
    PAGES.forEach((page, i) => {
      const headings = [...articles[i].html.matchAll(/<h([2-6]) id="([^"]+)"[^>]*>(.*?)<\/h\1>/g)].map(([, , id, inner]) => ({
        id,
        // The "#" link inside a section heading is not part of its text.
        text: plain(inner.replace(/<a [^>]*aria-hidden[^>]*>.*?<\/a>|<a [^>]*aria-label="Link to[^>]*>.*?<\/a>/g, '')),
      }))
      expect(headings.length).toBeGreaterThan(3)
      const headingRecords = records.filter((r) => r.url_without_anchor === page.path && r.type !== 'content' && r.type !== 'lvl1')
      expect(headingRecords.map((r) => r.anchor)).toEqual(headings.map((h) => h.id))
      expect(headingRecords.map((r) => r.hierarchy[r.type as 'lvl2'])).toEqual(headings.map((h) => h.text))
      const twinHeadings = [...twins.get(page.path)!.matchAll(/^#{2,6} (.+)$/gm)].map(([, text]) => text)
      expect(twinHeadings.map((text) => text.replace(/`/g, '').replace(/\\(.)/g, '$1'))).toEqual(headings.map((h) => h.text))
    })
  })

  it('keeps the tree as parsed, the one tools without Gatsby get from parseMdx: plain data, positions by line', () => {
    sources.forEach((source, i) => expect(articles[i].tree).toEqual(parseMdx(source.body, PAGES[i].file)))
    const tree = articles[0].tree
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree)
    const first = tree.children!.find((node: MdastNode) => node.type === 'heading')!
    expect(first.position).toEqual({ start: { line: expect.any(Number) }, end: { line: expect.any(Number) } })
    expect(JSON.stringify(tree)).not.toContain('estree')
  })

  it('names file lines in a parse error, in the text of the message too', () => {
    // Four lines of front matter above the body: its third line is the file's seventh.
    expect(() => parseMdx('Text.\n\n<Tabs>\n', 'content/docs/tabs.mdx', 4)).toThrow(
      'content/docs/tabs.mdx:7: the MDX could not be parsed: Expected a closing tag for `<Tabs>` (7:1-7:7)',
    )
  })

  it('keeps a paragraph of inline JSX alone as the parser gave it, before MDX turns it into a block', async () => {
    const body = 'Press the key:\n\n<kbd>K</kbd>\n'
    const source = { body, internal: { contentFilePath: path.join(SITE_ROOT, 'content/docs/keys.mdx'), contentDigest: 'keys' } }
    const { tree } = await articleResolver()(source, {}, context)
    expect(tree.children![1]).toMatchObject({ type: 'paragraph', children: [{ type: 'mdxJsxTextElement', name: 'kbd' }] })
    expect(tree).toEqual(parseMdx(body, 'content/docs/keys.mdx'))
  })
})
