import { extractCodeBlocks, frontMatterLineCount, parseHighlight, parseMeta } from './extract'

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

describe('extractCodeBlocks', () => {
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
    expect(unclosed).toMatchObject({ closed: false, line: 2, endLine: 4, code: 'const a = 1\n' })
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

describe('parseMeta', () => {
  it('accepts quoted titles with spaces and single quotes', () => {
    expect(parseMeta('title="My store file" fragment').title).toBe('My store file')
    expect(parseMeta("title='x.ts'").title).toBe('x.ts')
  })

  it('accepts a quoted file name', () => {
    expect(parseMeta('file="app/hooks.ts"').file).toBe('app/hooks.ts')
  })

  it('collects tokens that are not conventions, so typos can be reported', () => {
    expect(parseMeta('fragmnet run nojs').unknown).toEqual(['fragmnet', 'nojs'])
    expect(parseMeta('{a-b}').unknown).toEqual(['{a-b}'])
  })

  it('returns all flags off for an empty meta', () => {
    expect(parseMeta('')).toEqual({ fragment: false, run: false, noJs: false, unknown: [] })
  })
})

describe('parseHighlight', () => {
  it('expands ranges and sorts', () => {
    expect(parseHighlight('{5, 1-3,2}')).toEqual([1, 2, 3, 5])
  })

  it('rejects reversed ranges and line 0', () => {
    expect(parseHighlight('{4-2}')).toBeUndefined()
    expect(parseHighlight('{0}')).toBeUndefined()
  })
})

describe('frontMatterLineCount', () => {
  it('counts the lines up to the closing ---', () => {
    expect(frontMatterLineCount(['---', 'id: a', '---', 'body'])).toBe(3)
    expect(frontMatterLineCount(['body'])).toBe(0)
  })
})
