import type { MdastNode } from '../content/mdast'
import { parseMdx } from '../mdx/parse'
import { apiNamesInCode, cleanText, recordsFromTree, textOf } from './records'
import { readContentDocs } from './build/contentDocs'
import { extractRecords, type SearchDocInput } from './build/extract'

const page = { path: '/api/widget', title: 'createWidget', description: 'Builds a widget from options.', category: 'API Reference' }

const BODY = `import { Something } from './somewhere'

\`createWidget\` makes a **widget**. See [the guide](/usage/usage-guide) for more.

## Options

Intro to the options, with an {expression} that readers do not see.

| Option | Type | Meaning |
| --- | --- | --- |
| \`name\` | \`string\` | The widget's name. |

### \`createWidget\` options

- First point.
- Second point with \`configureStore\`.

\`\`\`ts
import { configureStore, createSlice } from '@reduxjs/toolkit'
const todosSlice = createSlice({ name: 'todos', initialState: [], reducers: {} })
\`\`\`

<Admonition type="note" title="Heads up">

Inside an admonition.

</Admonition>

## Options

A second section with the same heading text.

#### Deep & "quoted" heading!

Deep text.

## Return value

Back to level two.
`

const doc: SearchDocInput = { ...page, tree: parseMdx(BODY, 'content/docs/api/widget.mdx'), sourcePath: 'content/docs/api/widget.mdx' }

const widgetRecords = extractRecords([doc], new Set(['configureStore', 'createSlice', 'name', 'reducers']))
const contentRecords = extractRecords(readContentDocs())

describe('record extraction from MDX (the parser the site builds with)', () => {
  const records = widgetRecords

  it('makes a lvl1 record for the page with its description, then one record per heading and block in page order', () => {
    expect(records.map((r) => [r.type, r.anchor, r.content ?? r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', null, 'Builds a widget from options.'],
      ['content', null, 'createWidget makes a widget. See the guide for more.'],
      ['lvl2', 'options', 'Options'],
      ['content', 'options', 'Intro to the options, with an that readers do not see.'],
      ['content', 'options', "name · string · The widget's name."],
      ['lvl3', 'createwidget-options', 'createWidget options'],
      ['content', 'createwidget-options', 'First point.'],
      ['content', 'createwidget-options', 'Second point with configureStore.'],
      ['content', 'createwidget-options', 'Heads up'],
      ['content', 'createwidget-options', 'Inside an admonition.'],
      ['lvl2', 'options-1', 'Options'],
      ['content', 'options-1', 'A second section with the same heading text.'],
      ['lvl4', 'deep--quoted-heading', 'Deep & "quoted" heading!'],
      ['content', 'deep--quoted-heading', 'Deep text.'],
      ['lvl2', 'return-value', 'Return value'],
      ['content', 'return-value', 'Back to level two.'],
    ])
  })

  it('gives every record the DocSearch shape: hierarchy from title and headings, URL with the anchor, weights', () => {
    const option = records.find((r) => r.content === 'First point.')!
    expect(option).toEqual({
      objectID: '/api/widget#createwidget-options-6',
      url: '/api/widget#createwidget-options',
      url_without_anchor: '/api/widget',
      anchor: 'createwidget-options',
      type: 'content',
      hierarchy: {
        lvl0: 'API Reference',
        lvl1: 'createWidget',
        lvl2: 'Options',
        lvl3: 'createWidget options',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: 'First point.',
      code: [],
      weight: { pageRank: 0, level: 0, position: 6 },
    })
    expect(records[0]).toMatchObject({ url: '/api/widget', anchor: null, weight: { level: 100, position: 0 } })
    // A new lvl2 clears the lvl3 above it.
    expect(records.find((r) => r.anchor === 'options-1')!.hierarchy).toMatchObject({ lvl2: 'Options', lvl3: null })
    // A lvl4 right under a lvl2 leaves lvl3 empty.
    expect(records.find((r) => r.type === 'lvl4')!.hierarchy).toMatchObject({
      lvl2: 'Options',
      lvl3: null,
      lvl4: 'Deep & "quoted" heading!',
    })
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length)
  })

  it('puts the API names a section’s code uses on its heading record: only API names, and only those the page’s text lacks', () => {
    // configureStore and name are in the page's text, todosSlice and const are not API names.
    expect(records.find((r) => r.anchor === 'createwidget-options' && r.type === 'lvl3')!.code).toEqual(['createSlice', 'reducers'])
    expect(records.every((r) => !r.code.includes('todosSlice') && !r.code.includes('const'))).toBe(true)
  })
})

describe('record extraction from the site content', () => {
  const records = contentRecords

  it('covers every doc with a lvl1 record titled like the page', () => {
    const pages = records.filter((r) => r.type === 'lvl1')
    expect(pages.length).toBeGreaterThanOrEqual(46)
    expect(pages.find((r) => r.url === '/api/createSlice')!.hierarchy).toMatchObject({ lvl0: 'API Reference', lvl1: 'createSlice' })
  })

  it('finds API names that appear only in code', () => {
    // getting-started mentions configureStore in prose; its code also calls createSlice.
    const withCode = records.filter((r) => r.code.includes('createSlice'))
    expect(withCode.length).toBeGreaterThan(5)
  })
})

describe('record extraction helpers', () => {
  const heading: MdastNode = {
    type: 'heading',
    depth: 2,
    children: [
      { type: 'inlineCode', value: 'fetchBaseQuery' },
      { type: 'text', value: ' options ' },
      { type: 'mdxTextExpression', value: '1 + 1' },
    ],
  }

  it('reads text like the page shows it, and like rehype-slug for ids', () => {
    expect(textOf(heading)).toBe('fetchBaseQuery options ')
    expect(textOf(heading, true)).toBe('fetchBaseQuery options 1 + 1')
    expect(cleanText('  a \n  b ')).toBe('a b')
  })

  it('finds API names in code in order, once each', () => {
    expect(apiNamesInCode('createSlice(x); createSlice(y); mySlice.configureStore', new Set(['createSlice', 'configureStore']))).toEqual([
      'createSlice',
      'configureStore',
    ])
  })

  it('slugs every heading with the page’s slugger, h1 included, even though an h1 opens no section', () => {
    const seen: string[] = []
    const slugger = { slug: (text: string) => (seen.push(text), text.toLowerCase().replace(/\s+/g, '-')) }
    const tree: MdastNode = {
      type: 'root',
      children: [
        { type: 'heading', depth: 1, children: [{ type: 'text', value: 'Stray title' }] },
        { type: 'paragraph', children: [{ type: 'text', value: 'Under the h1.' }] },
        heading,
      ],
    }
    const records = recordsFromTree(page, tree, { slugger, apiNames: new Set() })
    expect(seen).toEqual(['Stray title', 'fetchBaseQuery options 1 + 1'])
    expect(records.map((r) => r.type)).toEqual(['lvl1', 'content', 'lvl2'])
    expect(records[1].anchor).toBeNull()
  })
})
