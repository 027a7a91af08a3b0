import { serializeHighlightedCode, type HastNode } from './serializeCode'

describe('serializeHighlightedCode', () => {
  it('moves the tokens of every <pre> into one HTML string and leaves other nodes alone', () => {
    const code: HastNode = { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text' }] }
    const tree: HastNode = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'figure',
          children: [{ type: 'element', tagName: 'pre', properties: { tabIndex: 0 }, children: [code] }],
        },
        { type: 'element', tagName: 'p', children: [{ type: 'element', tagName: 'code', children: [] }] },
      ],
    }
    serializeHighlightedCode(tree, (nodes) => `<html of ${nodes.length}>`)
    const pre = tree.children![0].children![0]
    expect(pre.properties).toEqual({ tabIndex: 0, dataHtml: '<html of 1>' })
    expect(pre.children).toEqual([])
    expect(tree.children![1].children![0]).toEqual({ type: 'element', tagName: 'code', children: [] })
  })
})
