import { term } from './tokenize'
import { escapeHtml, highlight, highlightParts, matchRanges, sanitizeHighlight, snippet, type MatchContext } from './highlight'

/** The match context of query words, their index terms made by the tokenizer (stemmed). */
function context(wordsMatched: string[], queryWords = wordsMatched): MatchContext {
  const terms = wordsMatched.map((w) => term(w)!)
  return {
    terms: new Set(terms),
    queryWordsByTerm: new Map(terms.map((t, i) => [t, queryWords[i] ?? t])),
    queryWordCount: queryWords.length,
  }
}

describe('highlighting', () => {
  it('marks whole words and the camelCase parts that matched', () => {
    expect(highlight('Use createAsyncThunk for async work', context(['async'])).value).toBe(
      'Use create<mark>Async</mark>Thunk for <mark>async</mark> work',
    )
    expect(highlight('createAsyncThunk', context(['createasyncthunk'])).value).toBe('<mark>createAsyncThunk</mark>')
  })

  it('marks other forms of a matched word', () => {
    expect(highlight('Queries and one query', context(['query'])).value).toBe('<mark>Queries</mark> and one <mark>query</mark>')
  })

  it('reports the match level like Algolia', () => {
    expect(highlight('polling interval', context(['polling', 'interval'])).matchLevel).toBe('full')
    expect(highlight('polling only', context(['polling', 'interval'])).matchLevel).toBe('partial')
    expect(highlight('nothing here', context(['polling']))).toMatchObject({ matchLevel: 'none', matchedWords: [], value: 'nothing here' })
    expect(highlight('Polling', context(['polling'])).fullyHighlighted).toBe(true)
  })

  it('uses the requested tags', () => {
    expect(highlight('a polling b', context(['polling']), { pre: '[', post: ']' }).value).toBe('a [polling] b')
  })

  it('finds no ranges without terms', () => {
    expect(matchRanges('anything', new Set())).toEqual([])
  })
})

describe('snippets', () => {
  const text = Array.from({ length: 40 }, (_, i) => `w${i}`)
    .join(' ')
    .replace('w25', 'target')

  it('shows the whole text when it is short', () => {
    expect(snippet('short polling text', context(['polling']), 10).value).toBe('short <mark>polling</mark> text')
  })

  it('cuts a window around the first match, with ellipses', () => {
    const { value, matchLevel } = snippet(text, context(['target']), 8)
    expect(value).toBe('…w23 w24 <mark>target</mark> w26 w27 w28 w29 w30…')
    expect(matchLevel).toBe('full')
  })

  it('starts at the beginning when nothing matched', () => {
    expect(snippet(text, context(['nothing']), 5).value).toBe('w0 w1 w2 w3 w4…')
  })

  it('ends at the end of the text near its last words', () => {
    expect(snippet(text.replace('w38', 'last'), context(['last']), 6).value).toBe('…w34 w35 w36 w37 <mark>last</mark> w39')
  })
})

describe('rendering highlights safely', () => {
  it('splits a highlighted value into plain and marked parts', () => {
    expect(highlightParts('a <mark>b</mark> c <mark>d</mark>')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c ', marked: false },
      { text: 'd', marked: true },
    ])
    expect(highlightParts('unclosed <mark>tag')).toEqual([{ text: 'unclosed <mark>tag', marked: false }])
  })

  it('escapes everything except the marks', () => {
    expect(sanitizeHighlight('Reducer<State> & <mark>co</mark> <img src=x onerror=alert(1)>')).toBe(
      'Reducer&lt;State&gt; &amp; <mark>co</mark> &lt;img src=x onerror=alert(1)&gt;',
    )
    expect(sanitizeHighlight('<mark><b>x</b></mark>')).toBe('<mark>&lt;b&gt;x&lt;/b&gt;</mark>')
    expect(escapeHtml(`"'`)).toBe('&quot;&#039;')
  })
})
