import { readFileSync } from 'fs'
import path from 'path'
import { mdxClass } from './classNames'

const css = readFileSync(path.join(import.meta.dirname, 'article.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

describe('article class names', () => {
  it('styles every class the components use, and no other article class', () => {
    const styled = new Set([...css.matchAll(/\.(mdx-[a-z-]+)/g)].map((m) => m[1]))
    expect([...styled].sort()).toEqual(Object.values(mdxClass).sort())
  })
})
