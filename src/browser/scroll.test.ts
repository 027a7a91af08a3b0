import { applyScroll, gatsbyRestoresScroll, idFromHash, scrollTarget } from './scroll'

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
})
