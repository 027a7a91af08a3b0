import { renderArticle } from '../mdx/renderArticle'
import { TYPES_ATTR } from './attributes'

const BODY = [
  '```ts',
  'const answer: number = 42',
  '```',
  '',
  '```ts fragment',
  'declare const shown: number',
  '```',
  '',
  '```js',
  'const plain = 1',
  '```',
  '',
  '```tsx title="App.tsx"',
  'export const App = () => <p>hi</p>',
  '```',
].join('\n')

const render = (typesUrl?: string) =>
  renderArticle({ body: BODY, filePath: 'content/docs/api/example.mdx', typesUrl }, { basePath: '', release: '1.0.0', headingLinks: true })

/** Each <pre>'s mark, in page order ('' for none). */
const marks = (html: string) => [...html.matchAll(/<pre([^>]*)>/g)].map((m) => new RegExp(`${TYPES_ATTR}="([^"]*)"`).exec(m[1])?.[1] ?? '')

describe('the hover marks', () => {
  it("mark each compiled TypeScript sample's <pre> with the page's file and its fence's line, and no other block", async () => {
    const { html } = await render('/docs/types/api.example.json')
    // ts (line 1), its JavaScript tab, the fragment, the js block, tsx (line 13), its JavaScript tab.
    expect(marks(html)).toEqual(['/docs/types/api.example.json#1', '', '', '', '/docs/types/api.example.json#13', ''])
  })

  it('are left out without a type data address (a page outside the docs, a tool)', async () => {
    const { html } = await render()
    expect(html).not.toContain(TYPES_ATTR)
  })
})
