import path from 'path'
import { remarkMarkdownLinks, resolveMarkdownLink } from './markdownLinks'

const docsDir = path.join('/site', 'content', 'docs')
const from = path.join(docsDir, 'api', 'createSlice.mdx')
const exists = (file: string) => file === path.join(docsDir, 'api', 'createAction.mdx')

describe('resolveMarkdownLink', () => {
  it('turns a link to an existing doc file into its route, keeping the anchor', () => {
    expect(resolveMarkdownLink('./createAction.mdx#prepare', from, docsDir, exists)).toEqual({
      kind: 'resolved',
      url: '/api/createAction#prepare',
    })
    expect(resolveMarkdownLink('/api/createAction.md', from, docsDir, exists)).toEqual({ kind: 'resolved', url: '/api/createAction' })
  })
  it('gives a warning, not an error, for a missing file', () => {
    const result = resolveMarkdownLink('../usage/missing.md', from, docsDir, exists)
    expect(result.kind).toBe('missing')
    expect(result.kind === 'missing' && result.warning).toMatch(/Broken markdown link .*"\.\.\/usage\/missing\.md"/)
  })
  it('leaves routes and external links alone', () => {
    expect(resolveMarkdownLink('/api/createAction', from, docsDir, exists).kind).toBe('not-markdown')
    expect(resolveMarkdownLink('https://example.com/readme.md', from, docsDir, exists).kind).toBe('not-markdown')
  })
})

describe('remarkMarkdownLinks', () => {
  it('rewrites resolvable links and warns once per missing one', () => {
    const warnings: string[] = []
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: '/api/createSlice', children: [] },
            { type: 'link', url: './nope.mdx', children: [] },
          ],
        },
      ],
    }
    remarkMarkdownLinks({ warn: (m) => warnings.push(m) })(tree, { path: path.join(process.cwd(), 'content/docs/api/createSlice.mdx') })
    expect(warnings).toHaveLength(1)
    expect(tree.children[0].children[0].url).toBe('/api/createSlice')
  })
})
