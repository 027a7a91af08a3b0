import { MAX_QUERY_LENGTH, normalizeQuery } from './query'
import { indexTerms, queryTerms, term, wordParts, words } from './tokenize'

describe('normalizeQuery', () => {
  it('trims and collapses whitespace; whitespace alone is empty', () => {
    expect(normalizeQuery('  create   slice \n')).toBe('create slice')
    expect(normalizeQuery(' \t\n ')).toBe('')
    expect(normalizeQuery(undefined)).toBe('')
    expect(normalizeQuery(null)).toBe('')
    expect(normalizeQuery(42)).toBe('42')
  })

  it(`truncates to ${MAX_QUERY_LENGTH} characters without splitting an emoji`, () => {
    expect(normalizeQuery('a'.repeat(2000))).toHaveLength(MAX_QUERY_LENGTH)
    const emojiAtCut = `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`
    expect(normalizeQuery(emojiAtCut)).toBe('a'.repeat(MAX_QUERY_LENGTH - 1))
  })

  it('keeps quotes, regex characters, operators and emoji as they are', () => {
    expect(normalizeQuery('"a" .*+? (b|c) -d 🚀')).toBe('"a" .*+? (b|c) -d 🚀')
  })
})

describe('tokenizer', () => {
  it('splits words on anything that is not a letter, digit or underscore', () => {
    expect(words('builder.addCase(x) — "fine" 🚀 ok').map((w) => w.text)).toEqual(['builder', 'addCase', 'x', 'fine', 'ok'])
  })

  it('finds camelCase, PascalCase, acronym and snake_case parts with their offsets', () => {
    expect(wordParts('createAsyncThunk').map((p) => [p.text, p.start])).toEqual([
      ['create', 0],
      ['Async', 6],
      ['Thunk', 11],
    ])
    expect(wordParts('RTKQuery').map((p) => p.text)).toEqual(['RTK', 'Query'])
    expect(wordParts('SHOULD_AUTOBATCH').map((p) => p.text)).toEqual(['SHOULD', 'AUTOBATCH'])
    expect(wordParts('slice')).toEqual([])
  })

  it('stems with Porter2 and drops stop words and single letters', () => {
    expect(['sorting', 'sorted', 'sorts'].map(term)).toEqual(['sort', 'sort', 'sort'])
    expect(term('entities')).toBe(term('entity'))
    expect(term('queries')).toBe(term('query'))
    expect(term('middlewares')).toBe(term('middleware'))
    expect(term('The')).toBeNull()
    expect(term('without')).not.toBeNull()
    expect(term('x')).toBeNull()
  })

  it('indexes identifiers whole and in parts; queries stay whole', () => {
    expect(indexTerms('Use createAsyncThunk')).toEqual(['use', 'createasyncthunk', 'creat', 'async', 'thunk'])
    expect(queryTerms('createAsyncThunk the')).toEqual(['createasyncthunk'])
  })
})
