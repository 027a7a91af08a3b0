import { assertionLine, formatArgs, uncaughtLine } from './format'

describe('a run console line', () => {
  it('writes strings as they are and other values as object-inspect shows them', () => {
    expect(formatArgs(['todos', 2, { done: false, tags: ['a'] }])).toBe("todos 2 { done: false, tags: [ 'a' ] }")
    expect(formatArgs([new Map([['a', 1]]), null, undefined])).toBe("Map (1) {'a' => 1} null undefined")
  })

  it('reads format directives in a first string, as console.log does', () => {
    expect(formatArgs(['%s has %d items (%i%%)', 'list', '3', 4.7])).toBe('list has 3 items (4%)')
    expect(formatArgs(['%o and %j', { a: 1 }, { b: 2 }])).toBe('{ a: 1 } and {"b":2}')
    expect(formatArgs(['%s and %s', 'one'])).toBe('one and %s')
    expect(formatArgs(['no directive', 'here'])).toBe('no directive here')
  })

  it('shows an error by its name and message, in assertions and uncaught errors too', () => {
    expect(formatArgs([new TypeError('bad input')])).toBe('TypeError: bad input')
    expect(assertionLine([])).toBe('Assertion failed')
    expect(assertionLine(['expected %d todos', 2])).toBe('Assertion failed: expected 2 todos')
    expect(uncaughtLine(new RangeError('too far'))).toBe('Uncaught RangeError: too far')
    expect(uncaughtLine('thrown text')).toBe('Uncaught thrown text')
  })
})
