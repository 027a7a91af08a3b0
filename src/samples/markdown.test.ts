import { extractHeadings, inlineText } from './markdown'

describe('inlineText', () => {
  it('removes code spans, links, emphasis, tags and escapes but keeps code text as is', () => {
    expect(inlineText('`createSlice()`')).toBe('createSlice()')
    expect(inlineText('[`fetchBaseQuery`](/rtk-query/api/fetchBaseQuery) options')).toBe('fetchBaseQuery options')
    expect(inlineText('**Bold** and _em_ <Badge>new</Badge>')).toBe('Bold and em new')
    expect(inlineText('`legacy_createStore` and `__DO_NOT_USE__`')).toBe('legacy_createStore and __DO_NOT_USE__')
    expect(inlineText('a \\* b')).toBe('a * b')
    expect(inlineText('`<ApiProvider>`')).toBe('<ApiProvider>')
  })
})

describe('extractHeadings', () => {
  it('finds ATX headings with their depth and line, outside code blocks and front matter', () => {
    const source = [
      '---',
      'title: Demo',
      '---',
      '## `configureStore` ##',
      '```md',
      '## Not a heading',
      '```',
      '  #### Indented inside JSX',
      '#hashtag is not a heading',
      '####### seven is not a heading',
    ].join('\n')
    expect(extractHeadings(source)).toEqual([
      { depth: 2, text: 'configureStore', line: 4 },
      { depth: 4, text: 'Indented inside JSX', line: 8 },
    ])
  })
})
