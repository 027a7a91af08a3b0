import { tableRegionLabels } from './tableRegions'
import type { HastNode } from './serializeCode'

const el = (tagName: string, children: HastNode[] = []): HastNode => ({ type: 'element', tagName, properties: {}, children })
const text = (value: string) => ({ type: 'text', value }) as HastNode

test('tables are named after their section, numbered when a section has several', () => {
  const first = el('table')
  const a = el('table')
  const b = el('table')
  const c = el('table')
  const tree: HastNode = {
    type: 'root',
    children: [first, el('h2', [text('Options')]), el('div', [a]), el('h3', [el('code', [text('reducerPath')])]), b, c],
  }
  tableRegionLabels(tree)
  expect([first, a, b, c].map((t) => t.properties?.dataRegionLabel)).toEqual([
    'Table 1',
    'Options table',
    'reducerPath table 1',
    'reducerPath table 2',
  ])
})

test('a name in a table cell is marked to stay on one line; code with spaces may wrap', () => {
  const name = el('code', [text('refetchOnMountOrArgChange')])
  const path = el('code', [text('dist/redux-toolkit.browser.mjs')])
  const signature = el('code', [text('(arg: QueryArg) => string')])
  const outside = el('code', [text('createApi')])
  const tree: HastNode = {
    type: 'root',
    children: [el('p', [outside]), el('table', [el('tr', [el('td', [name]), el('td', [el('a', [path])]), el('td', [signature])])])],
  }
  tableRegionLabels(tree)
  expect([name, path, signature, outside].map((code) => code.properties?.className ?? [])).toEqual([['mdx-name'], ['mdx-name'], [], []])
})
