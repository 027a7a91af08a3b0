import { firstPassing } from './highlight'

describe('firstPassing', () => {
  test('finds where a test starts passing, reading a handful of items', () => {
    const tops = Array.from({ length: 64 }, (_, i) => i * 100)
    const read: number[] = []
    const below = (line: number) => (top: number) => (read.push(top), top > line)
    expect(firstPassing(tops, below(2050))).toBe(21)
    expect(read.length).toBeLessThanOrEqual(7)
    expect(firstPassing(tops, below(-1))).toBe(0)
    expect(firstPassing(tops, below(6300))).toBe(64)
    expect(firstPassing([], below(0))).toBe(0)
    expect(firstPassing([5], below(0))).toBe(0)
    expect(firstPassing([5], below(5))).toBe(1)
  })
})
