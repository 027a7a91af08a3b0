import { readFileSync } from 'fs'
import path from 'path'
import { extentStyle, sectionExtent, wrapSections } from './sections'
import type { HastNode } from './serializeCode'

type Node = HastNode
const text = (value: string): Node => ({ type: 'text', value })
const el = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
})
const code = (lines: number) => el('pre', [], { dataHtml: Array.from({ length: lines }, (_, i) => `<span>line ${i}</span>`).join('\n') })

describe('sections (the height estimate article.css reads)', () => {
  test('counts text, lines of code, blocks and table rows, and one panel of a tab set', () => {
    const section = el('section', [
      el('h2', [text('Options')]),
      text('\n'),
      el('p', [text('Twelve chars'), el('code', [text(' x ')])]),
      code(3),
      { type: 'mdxJsxFlowElement', name: 'CodeTabs', children: [text('\n'), el('figure', [code(4)]), el('figure', [code(9)])] } as Node,
      el('table', [el('tr', [el('td', [text('a')])]), el('tr', [el('td', [text('bc')])])]),
    ])
    // "Options" 7 + "Twelve chars" 12 + "x" 1 + "a" 1 + "bc" 2; 3 + 4 lines (the tab set's second panel is not counted);
    // h2, p, two pre, table: 5 blocks; 2 rows.
    expect(sectionExtent(section)).toEqual({ chars: 23, lines: 7, blocks: 5, rows: 2 })
  })

  test('counts the first panel of other tabs, past a comment before it', () => {
    const tabs = {
      type: 'mdxJsxFlowElement',
      name: 'Tabs',
      children: [
        { type: 'mdxFlowExpression', value: '/* the npm tab first */' },
        { type: 'mdxJsxFlowElement', name: 'TabItem', children: [code(2)] } as Node,
        { type: 'mdxJsxFlowElement', name: 'TabItem', children: [code(5)] } as Node,
      ],
    } as Node
    expect(sectionExtent(el('section', [tabs]))).toEqual({ chars: 0, lines: 2, blocks: 1, rows: 0 })
  })

  test('article.css reads every count, by the name it is written under', () => {
    const css = readFileSync(path.resolve('src/components/Mdx/article.css'), 'utf8')
    for (const name of ['chars', 'lines', 'blocks', 'rows']) expect(css).toContain(`var(--${name}, 0)`)
    expect(extentStyle({ chars: 1, lines: 1, blocks: 1, rows: 1 })).toBe('--chars:1;--lines:1;--blocks:1;--rows:1')
  })

  test('writes the counts as custom properties, leaving out zeros', () => {
    expect(extentStyle({ chars: 23, lines: 0, blocks: 5, rows: 2 })).toBe('--chars:23;--blocks:5;--rows:2')
  })

  test('puts each h2 and h3 and what follows in a section that carries its counts; what comes before the first stays outside', () => {
    const tree = el('root', [el('p', [text('Intro')]), el('h2', [text('A')]), el('p', [text('abc')]), el('h3', [text('B')])])
    wrapSections(tree)
    expect(tree.children!.map((child) => [child.tagName, child.properties?.style])).toEqual([
      ['p', undefined],
      ['section', '--chars:4;--blocks:2'],
      ['section', '--chars:1;--blocks:1'],
    ])
  })
})
