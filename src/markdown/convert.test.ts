import { readFileSync } from 'fs'
import { leftoverMdx } from './convert'
import { canonicalUrl } from '../config/urls'
import { parseMdx } from '../mdx/parse'
import { readContentDocs } from '../search/build/contentDocs'
import { renderTwins, type TwinSource } from './build/render'

const settings = { release: '9.8.7', siteUrl: 'https://docs.example.org', baseUrl: '/' }

/** The twins of the docs, by route, made by the build's own conversion. */
function renderTwinsOf(docs: readonly TwinSource[], site: typeof settings = settings): Record<string, string> {
  const twins = renderTwins(docs, { release: site.release, absoluteUrl: (urlPath) => canonicalUrl(site, urlPath) })
  return Object.fromEntries(twins)
}

const doc = (path: string, body: string, extra: Partial<TwinSource> = {}): TwinSource => ({
  path,
  title: `Title of ${path}`,
  description: `What ${path} is about.`,
  sourcePath: `content/docs${path}.mdx`,
  tree: parseMdx(body, `content/docs${path}.mdx`),
  ...extra,
})

/** Everything after the title and description lines. */
const bodyOf = (markdown: string) => markdown.split('\n\n').slice(2).join('\n\n')

describe('MDX → Markdown twins (the conversion the build runs)', () => {
  let twins: Record<string, string>
  beforeAll(() => {
    twins = renderTwinsOf(
      [
        doc(
          '/cases/admonitions',
          [
            '<Admonition type="warning" title="Unsubscribe when you are done">',
            '',
            'Call `unsubscribe()` **once**.',
            '',
            '</Admonition>',
            '',
            '<Admonition type="tip">',
            'A tip without a title.',
            '</Admonition>',
            '',
            '<Admonition type="shout" title="Unknown kind">',
            'Shown as a note.',
            '</Admonition>',
          ].join('\n'),
        ),
        doc(
          '/cases/tabs',
          [
            '<Tabs>',
            '<TabItem label="npm">',
            '',
            '```bash',
            'npm install @reduxjs/toolkit',
            '```',
            '',
            '</TabItem>',
            '<TabItem label="yarn">',
            '',
            '```bash',
            'yarn add @reduxjs/toolkit',
            '```',
            '',
            '</TabItem>',
            '</Tabs>',
          ].join('\n'),
        ),
        doc(
          '/cases/code',
          [
            '```ts title="app/store.ts" file=app/store.ts {2-3} run',
            "import { configureStore } from '@reduxjs/toolkit'",
            'export const store = configureStore({ reducer: {} })',
            '```',
            '',
            '<CodeTabs>',
            '```tsx',
            'const typed: number = 1',
            '```',
            '```jsx',
            'const typed = 1',
            '```',
            '</CodeTabs>',
            '',
            '<CodeTabs>',
            '```js',
            'const onlyJavaScript = true',
            '```',
            '</CodeTabs>',
            '',
            '```ts fragment',
            'declare const todo: Todo',
            '```',
          ].join('\n'),
        ),
        doc('/cases/release', 'Checked against version <Release />. It is <Release /> exactly.'),
        doc(
          '/cases/links',
          [
            '- [route](/cases/tabs)',
            '- [route with anchor](/cases/code#some-heading)',
            '- [same page](#a-section)',
            '- [file link](../usage/usage-guide.mdx#reducers)',
            '- [home](/)',
            '- [search](/search?q=slice)',
            '- [external](https://redux.js.org/)',
            '- [relative route](./release)',
            '',
            '[defined]: /cases/admonitions',
            '',
            'See [a definition][defined].',
            '',
            '## A section',
          ].join('\n'),
        ),
        doc('/usage/usage-guide', 'The linked page.'),
        doc(
          '/cases/esm',
          [
            "import { Thing } from './thing'",
            'export const meta = { hidden: true }',
            '',
            '{/* an author comment */}',
            '',
            'Prose with an `Array<Todo>` type and a literal \\<Todo> tag in text.',
            '',
            '```ts fragment',
            "import { createSlice } from '@reduxjs/toolkit'",
            'export const x = <Provider store={store} />',
            '```',
            '',
            '| option | type |',
            '| --- | --- |',
            '| `a` | `string \\| number` |',
          ].join('\n'),
        ),
      ],
      settings,
    )
  })

  it('starts with the title as the H1, then the description', () => {
    expect(twins['/cases/release'].split('\n\n').slice(0, 2)).toEqual(['# Title of /cases/release', 'What /cases/release is about.'])
  })

  it('turns admonitions into blockquotes led by their label', () => {
    expect(bodyOf(twins['/cases/admonitions'])).toBe(
      [
        '> **Warning: Unsubscribe when you are done**\n>\n> Call `unsubscribe()` **once**.',
        '> **Tip**\n>\n> A tip without a title.',
        '> **Note: Unknown kind**\n>\n> Shown as a note.\n',
      ].join('\n\n'),
    )
  })

  it('turns tabs into their labels followed by their content', () => {
    expect(bodyOf(twins['/cases/tabs'])).toBe(
      '**npm**\n\n```bash\nnpm install @reduxjs/toolkit\n```\n\n**yarn**\n\n```bash\nyarn add @reduxjs/toolkit\n```\n',
    )
  })

  it('keeps the TypeScript of a TS/JS pair, JavaScript only where there is no TypeScript, and only the caption of the meta', () => {
    expect(bodyOf(twins['/cases/code'])).toBe(
      [
        '```ts title="app/store.ts"\nimport { configureStore } from \'@reduxjs/toolkit\'\nexport const store = configureStore({ reducer: {} })\n```',
        '```tsx\nconst typed: number = 1\n```',
        '```js\nconst onlyJavaScript = true\n```',
        '```ts\ndeclare const todo: Todo\n```\n',
      ].join('\n\n'),
    )
  })

  it('writes the release number where the page says <Release />', () => {
    expect(bodyOf(twins['/cases/release'])).toBe('Checked against version 9.8.7. It is 9.8.7 exactly.\n')
  })

  it('makes every internal link absolute: docs to their .md twin, other site pages to their HTML', () => {
    const links = [...twins['/cases/links'].matchAll(/\]\(([^)]+)\)|^\[defined\]: (\S+)$/gm)].map((m) => m[1] ?? m[2])
    expect(links).toEqual([
      'https://docs.example.org/cases/tabs.md',
      'https://docs.example.org/cases/code.md#some-heading',
      'https://docs.example.org/cases/links.md#a-section',
      'https://docs.example.org/usage/usage-guide.md#reducers',
      'https://docs.example.org/',
      'https://docs.example.org/search?q=slice',
      'https://redux.js.org/',
      'https://docs.example.org/cases/release.md',
      'https://docs.example.org/cases/admonitions.md',
    ])
    expect(twins['/cases/links']).toContain('## A section')
  })

  it('adds the path prefix to every site link', () => {
    const prefixed = renderTwinsOf([doc('/a/one', '[two](/a/two#x) and [home](/)'), doc('/a/two', 'Two.')], {
      ...settings,
      baseUrl: '/rtk',
    })
    expect(bodyOf(prefixed['/a/one'])).toBe('[two](https://docs.example.org/rtk/a/two.md#x) and [home](https://docs.example.org/rtk)\n')
  })

  it('drops import/export lines and comments, keeps code and tables as written, and leaves no MDX', () => {
    const markdown = twins['/cases/esm']
    expect(markdown).not.toContain("import { Thing } from './thing'")
    expect(markdown).not.toContain('export const meta')
    expect(markdown).not.toContain('author comment')
    expect(markdown).toContain("```ts\nimport { createSlice } from '@reduxjs/toolkit'\nexport const x = <Provider store={store} />\n```")
    expect(markdown).toContain('| `a` | `string \\| number` |')
    for (const twin of Object.values(twins)) expect(leftoverMdx(twin)).toEqual([])
  })

  it('stops on MDX that has no Markdown form, naming the file, the line and what to do', () => {
    expect(() => renderTwinsOf([doc('/bad/component', 'Intro.\n\n<Chart data="x" />', { bodyLineOffset: 6 })])).toThrow(
      /^content\/docs\/bad\/component\.mdx:9: <Chart> has no Markdown form; use Markdown or one of the components in AUTHORING\.md/,
    )
    expect(() => renderTwinsOf([doc('/bad/expression', 'Total: {1 + 2}')])).toThrow(
      /^content\/docs\/bad\/expression\.mdx:1: the JavaScript expression \{1 \+ 2\} has no Markdown form; write its value as text/,
    )
    expect(() => renderTwinsOf([doc('/bad/tab', '<Tabs><TabItem>x</TabItem></Tabs>')])).toThrow(/<TabItem> needs a label/)
  })

  it('converts every page of the site with no JSX, import or export line left outside code', () => {
    const all = renderTwinsOf(readContentDocs())
    const docs = Object.keys(all)
    expect(docs.length).toBeGreaterThanOrEqual(46)
    for (const route of docs) expect({ route, leftovers: leftoverMdx(all[route]) }).toEqual({ route, leftovers: [] })
    const { version } = JSON.parse(readFileSync('node_modules/@reduxjs/toolkit/package.json', 'utf8')) as { version: string }
    expect(all['/introduction/getting-started']).toContain('checked against version 9.8.7')
    expect(all['/introduction/getting-started']).not.toContain(version)
    expect(all['/api/createSlice']).toMatch(/^> \*\*Note: Errors appear on first use\*\*$/m)
  })
})
