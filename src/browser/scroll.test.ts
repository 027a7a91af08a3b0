import { applyScroll, gatsbyRestoresScroll, idFromHash, readingPoint, returnTo, scrollTarget } from './scroll'

describe('scrolling after a route update', () => {
  it('percent-decodes the hash into an element id', () => {
    expect(idFromHash('#options')).toBe('options')
    expect(idFromHash('#%63reateslice')).toBe('createslice')
    expect(idFromHash('#%C3%A9t%C3%A9')).toBe('été')
    expect(idFromHash('#a%3Ab%2Fc')).toBe('a:b/c')
    expect(idFromHash('#100%')).toBe('100%') // malformed escape: used as written
  })

  it('goes to the hash element, else to the top, after a push or replace', () => {
    expect(scrollTarget({ hash: '#x', action: 'PUSH' }, false)).toEqual({ kind: 'element', id: 'x' })
    expect(scrollTarget({ hash: '', action: 'PUSH' }, false)).toEqual({ kind: 'top' })
    expect(scrollTarget({ hash: '', action: 'REPLACE' }, false)).toEqual({ kind: 'top' })
  })

  it('on a first load, leaves the position to the browser (it went to the hash itself; the reader may have scrolled since)', () => {
    expect(scrollTarget({ hash: '#x' }, true)).toEqual({ kind: 'keep' })
    expect(scrollTarget({ hash: '' }, true)).toEqual({ kind: 'keep' })
  })

  it('leaves back/forward to Gatsby, which restores the earlier position', () => {
    expect(scrollTarget({ hash: '#x', action: 'POP' }, false)).toEqual({ kind: 'keep' })
    expect(gatsbyRestoresScroll({ hash: '', action: 'POP' })).toBe(true)
    expect(gatsbyRestoresScroll({ hash: '', action: 'PUSH' })).toBe(false)
    expect(gatsbyRestoresScroll({ hash: '' })).toBe(false)
  })

  it('applies a target', () => {
    const scrolled: string[] = []
    const element = { scrollIntoView: () => scrolled.push('element') }
    const doc = { getElementById: (id: string) => (id === 'here' ? element : null) } as unknown as Document
    const win = { scrollTo: (x: number, y: number) => scrolled.push(`top ${x},${y}`) } as unknown as Window
    applyScroll({ kind: 'element', id: 'here' }, doc, win)
    applyScroll({ kind: 'element', id: 'gone' }, doc, win)
    applyScroll({ kind: 'top' }, doc, win)
    applyScroll({ kind: 'keep' }, doc, win)
    expect(scrolled).toEqual(['element', 'top 0,0', 'top 0,0'])
  })

  describe('the reading point Back and Forward return to', () => {
    /** A block at `top`..`bottom` in the window, with children; reading its box is logged. */
    const block = (name: string, localName: string, top: number, bottom: number, children: object[] = [], read: string[] = []) => ({
      localName,
      children,
      getBoundingClientRect: () => (read.push(name), { top, bottom }),
    })
    const page = (article: object | null) => ({ querySelector: () => article }) as unknown as Document

    it('is the first article block reaching below the window top, inside its section, with its top', () => {
      const read: string[] = []
      const skipped = block('skipped section', 'section', -900, -100, [block('its paragraph', 'p', -300, -250, [], read)], read)
      const shown = block(
        'shown section',
        'section',
        -40,
        700,
        [block('heading', 'div', -40, -10, [], read), block('paragraph', 'p', 12, 90, [], read)],
        read,
      )
      expect(
        readingPoint(page(block('article', 'article', -2000, 3000, [block('intro', 'p', -1000, -950, [], read), skipped, shown]))),
      ).toEqual({
        path: [2, 1],
        top: 12,
      })
      // A skipped section's children are never read (that would lay the section out again).
      expect(read).not.toContain('its paragraph')
      // Outside a section, the block itself.
      expect(readingPoint(page(block('article', 'article', 0, 100, [block('intro', 'p', 5, 60)])))).toEqual({ path: [0], top: 5 })
      expect(readingPoint(page(null))).toBeUndefined()
    })

    it('puts that block back at its height, or the nearest block that still exists', () => {
      const scrolls: number[] = []
      const win = { scrollBy: (_: number, y: number) => scrolls.push(y) } as unknown as Window
      const article = block('article', 'article', 0, 0, [
        block('intro', 'p', 0, 0),
        block('section', 'section', 200, 900, [block('h', 'div', 250, 280), block('p', 'p', 310, 400)]),
      ])
      expect(returnTo({ path: [1, 1], top: 10 }, page(article), win)).toBe(true)
      expect(returnTo({ path: [1, 7], top: 10 }, page(article), win)).toBe(true)
      expect(returnTo({ path: [1, 1], top: 10 }, page(null), win)).toBe(false)
      expect(scrolls).toEqual([300, 190])
    })
  })
})
