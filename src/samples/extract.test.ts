import { readMdxPage } from './extract'

const extractCodeBlocks = (source: string) => readMdxPage(source, 'content/docs/demo.mdx').blocks

const page = [
  '---',
  'id: demo',
  'title: Demo',
  'sidebar_label: Demo',
  'description: A page.',
  '---',
  '',
  '## Store',
  '',
  '```ts title="src/app/store.ts" file=app/store.ts {1,3-4}',
  "import { configureStore } from '@reduxjs/toolkit'",
  '',
  'export const store = configureStore({ reducer: {} })',
  '```',
  '',
  '<Tabs>',
  '  <TabItem label="npm">',
  '',
  '    ```bash',
  '    npm install @reduxjs/toolkit',
  '      indented more',
  '    ```',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
  '````md',
  '```ts',
  'const inner = 1',
  '```',
  '````',
  '',
  '~~~tsx fragment run no-js',
  '<App />',
  '~~~',
].join('\n')

describe('the code blocks of a page (readMdxPage)', () => {
  const blocks = extractCodeBlocks(page)

  it('finds every block with its language and the line of its opening fence', () => {
    expect(blocks.map((b) => [b.lang, b.line])).toEqual([
      ['ts', 10],
      ['bash', 19],
      ['md', 27],
      ['tsx', 33],
    ])
  })

  it('records the line of the closing fence', () => {
    expect(blocks.map((b) => b.endLine)).toEqual([14, 22, 31, 35])
  })

  it('keeps the content between the fences, blank lines included', () => {
    expect(blocks[0].code).toBe("import { configureStore } from '@reduxjs/toolkit'\n\nexport const store = configureStore({ reducer: {} })")
  })

  it('removes the indentation of an indented fence (inside JSX) from its content', () => {
    expect(blocks[1].code).toBe('npm install @reduxjs/toolkit\n  indented more')
  })

  it('treats a shorter fence inside a longer one as content', () => {
    expect(blocks[2].code).toBe('```ts\nconst inner = 1\n```')
  })

  it('parses the meta of each block', () => {
    expect(blocks[0].meta).toEqual({
      title: 'src/app/store.ts',
      file: 'app/store.ts',
      fragment: false,
      run: false,
      noJs: false,
      highlight: [1, 3, 4],
      unknown: [],
    })
    expect(blocks[3].meta).toMatchObject({ fragment: true, run: true, noJs: true })
  })

  it('marks a block that reaches the end of the file as not closed', () => {
    expect(blocks.every((b) => b.closed)).toBe(true)
    const [unclosed] = extractCodeBlocks('text\n```ts\nconst a = 1\n')
    expect(unclosed).toMatchObject({ closed: false, line: 2, endLine: 4, code: 'const a = 1' })
  })

  it('does not take a shorter fence or one of the other character, left unclosed at the end, for the closing one', () => {
    expect(extractCodeBlocks('````ts\nconst a = 1\n```').map((b) => b.closed)).toEqual([false])
    expect(extractCodeBlocks('```ts\nconst a = 1\n~~~').map((b) => b.closed)).toEqual([false])
    expect(extractCodeBlocks('> ```ts\n> const a = 1\n> ```').map((b) => [b.closed, b.code])).toEqual([[true, 'const a = 1']])
    expect(extractCodeBlocks('- ```ts\n  const a = 1\n  ```').map((b) => b.closed)).toEqual([true])
    expect(extractCodeBlocks('1. ````ts\n   const a = 1\n   ```').map((b) => b.closed)).toEqual([false])
  })

  it('does not end a backtick fence at a tilde fence or a shorter fence', () => {
    const [block] = extractCodeBlocks('````ts\n~~~~\n```\n````')
    expect(block.code).toBe('~~~~\n```')
  })

  it('ignores inline code with three backticks and fences inside the front matter', () => {
    expect(extractCodeBlocks('Use ```ts``` inline.\n')).toEqual([])
    expect(extractCodeBlocks('---\ntitle: "```"\n---\ntext')).toEqual([])
  })

  it('handles Windows line endings and a fence without a language', () => {
    const [block] = extractCodeBlocks('```\r\nplain\r\n```\r\n')
    expect(block).toMatchObject({ lang: '', code: 'plain', line: 1 })
  })

  it('reads meta written directly after the fence as meta, not as the language', () => {
    const [block] = extractCodeBlocks('```{2}\na\nb\n```')
    expect(block.lang).toBe('')
    expect(block.meta.highlight).toEqual([2])
  })
})

describe('the headings of a page (readMdxPage)', () => {
  it('finds headings with their depth, text as rendered and file line, outside code blocks and front matter', () => {
    const source = [
      '---',
      'title: Demo',
      '---',
      '## `configureStore` ##',
      '```md',
      '## Not a heading',
      '```',
      '<Tabs>',
      '  #### [Linked](/api/x) **bold** _em_ a \\* b',
      '</Tabs>',
      '#hashtag is not a heading',
      '####### seven is not a heading',
    ].join('\n')
    expect(readMdxPage(source, 'content/docs/demo.mdx').headings).toEqual([
      { depth: 2, text: 'configureStore', line: 4 },
      { depth: 4, text: 'Linked bold em a * b', line: 9 },
    ])
  })

  it('names the file and its line when the MDX does not parse', () => {
    // The parser gives the unclosed tag's place in its reason, here line 5 of the file (front matter included).
    expect(() => readMdxPage('---\ntitle: Bad\n---\n\n<Tabs>\n\ntext', 'content/docs/bad.mdx')).toThrow(
      'content/docs/bad.mdx:5: the MDX could not be parsed: Expected a closing tag for `<Tabs>` (5:1-5:7)',
    )
    expect(() => readMdxPage('---\ntitle: Bad\n---\n<div>\n</span>', 'content/docs/bad.mdx')).toThrow(
      /^content\/docs\/bad\.mdx:5: the MDX could not be parsed: Unexpected closing tag `<\/span>`/,
    )
  })
})
