import { compactHighlightedCode, tokenStylesheet, vocabularyOf } from './tokenClasses'
import type { HastNode } from './serializeCode'

type Node = HastNode & { value?: string }
const text = (value: string): Node => ({ type: 'text', value })
const token = (style: string, value: string): Node => ({ type: 'element', tagName: 'span', properties: { style }, children: [text(value)] })
const line = (children: Node[], highlighted = false): Node => ({
  type: 'element',
  tagName: 'span',
  properties: highlighted ? { 'data-line': '', 'data-highlighted-line': '' } : { 'data-line': '' },
  children,
})
const block = (lines: Node[]): Node => ({
  type: 'element',
  tagName: 'pre',
  properties: { 'data-theme': 'a b', 'data-language': 'ts' },
  children: [
    {
      type: 'element',
      tagName: 'code',
      properties: { 'data-theme': 'a b', 'data-language': 'ts', style: 'display: grid;' },
      children: lines,
    },
  ],
})

/** The block back as HTML-ish text: what a reader sees (text) and how it is coloured (classes). */
function render(node: Node): string {
  if (node.type === 'text') return node.value ?? ''
  const props = Object.entries(node.properties ?? {})
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(' ') : v}`)
    .join(' ')
  return `<${node.tagName}${props ? ` ${props}` : ''}>${(node.children ?? []).map(render).join('')}</${node.tagName}>`
}

const KEYWORD = '--shiki-light:#A0111F;--shiki-dark:#ff9492'
const PLAIN = '--shiki-light:#0e1116;--shiki-dark:#F0F3F6'

describe('highlighted code', () => {
  const vocabulary = vocabularyOf({
    light: { fg: '#0E1116', tokenColors: [{ settings: { foreground: '#a0111f' } }, { settings: {} }] },
    dark: { colors: { 'editor.foreground': '#f0f3f6' }, tokenColors: [{ settings: { foreground: '#ff9492' } }] },
  })

  test('each colour of each theme and each font declaration has its own class', () => {
    expect(vocabulary.classes.get('--shiki-light:#0e1116')).toBe('l0')
    expect(vocabulary.classes.get('--shiki-light:#a0111f')).toBe('l1')
    expect(vocabulary.classes.get('--shiki-dark:#f0f3f6')).toBe('d0')
    expect(vocabulary.classes.get('--shiki-light-font-style:italic')).toBeDefined()
    // One theme styles a token, the other does not: shiki writes inherit for the other.
    expect(vocabulary.classes.get('--shiki-dark-font-style:inherit')).toBeDefined()
    expect(vocabulary.classes.get('--shiki-dark:inherit')).toBeDefined()
    expect(new Set(vocabulary.classes.values()).size).toBe(vocabulary.classes.size)
    const css = tokenStylesheet(vocabulary)
    expect(css).toContain('.l1{--shiki-light:#a0111f}')
    expect(css).toContain('[data-rehype-pretty-code-figure] code{--shiki-light:#0e1116;--shiki-dark:#f0f3f6}')
  })

  test('tokens get classes; default-coloured tokens become text; same-coloured neighbours merge; plain blocks lose their line elements', () => {
    const pre = block([
      line([token(KEYWORD, 'const'), token(PLAIN, ' x = '), token(KEYWORD, 'new'), token(KEYWORD, ' ')]),
      text('\n'),
      line([token(PLAIN, 'x')]),
    ])
    compactHighlightedCode(pre, vocabulary, 'page.mdx')
    expect(render(pre)).toBe(
      '<pre data-language=ts><code><span className=l1 d1>const</span> x = <span className=l1 d1>new </span>\nx</code></pre>',
    )
  })

  test('a block with a highlighted line keeps its line elements', () => {
    const pre = block([line([token(PLAIN, 'a')]), text('\n'), line([token(KEYWORD, 'b')], true)])
    compactHighlightedCode(pre, vocabulary, 'page.mdx')
    expect(render(pre)).toBe(
      '<pre data-language=ts><code><span data-line=>a</span>\n<span data-line= data-highlighted-line=><span className=l1 d1>b</span></span></code></pre>',
    )
  })

  test('a colour outside the themes fails with the file named', () => {
    expect(() => compactHighlightedCode(block([line([token('--shiki-light:#123456', 'x')])]), vocabulary, 'content/docs/x.mdx')).toThrow(
      'content/docs/x.mdx: the code highlighter wrote "--shiki-light:#123456"',
    )
  })
})
