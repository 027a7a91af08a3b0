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
