import { alignToStyle } from './tableAlign'

describe('alignToStyle', () => {
  it('turns align on table cells into a text-align style and leaves other elements alone', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'th', properties: { align: 'center' }, children: [] },
        { type: 'element', tagName: 'td', properties: { align: 'right', className: ['x'] }, children: [] },
        { type: 'element', tagName: 'td', properties: {}, children: [] },
        { type: 'element', tagName: 'img', properties: { align: 'left' }, children: [] },
      ],
    }
    alignToStyle(tree)
    expect(tree.children.map((c) => c.properties)).toEqual([
      { style: 'text-align: center' },
      { className: ['x'], style: 'text-align: right' },
      {},
      { align: 'left' },
    ])
  })
})
