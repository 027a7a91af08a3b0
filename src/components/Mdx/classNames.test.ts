import { readFileSync } from 'fs'
import path from 'path'
import { CODE_LANGUAGE_ATTRIBUTE } from '../../browser/codeLanguage'
import { mdxAttr, mdxClass } from './classNames'

const css = readFileSync(path.join(import.meta.dirname, 'article.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

describe('article class names', () => {
  it('styles every class the components use, and no other article class', () => {
    const styled = new Set([...css.matchAll(/\.(mdx-[a-z-]+)/g)].map((m) => m[1]))
    expect([...styled].sort()).toEqual(Object.values(mdxClass).sort())
  })

  it('names every data attribute the article styles select on', () => {
    const named: string[] = [...Object.values(mdxAttr), CODE_LANGUAGE_ATTRIBUTE]
    const selected = [...css.matchAll(/\[(data-[a-z-]+)/g)].map((m) => m[1])
    expect(selected.length).toBeGreaterThan(3)
    expect(selected.filter((name) => !named.includes(name))).toEqual([])
  })
})
