import { readFileSync } from 'fs'
import path from 'path'
import { CODE_LANGUAGE_ATTRIBUTE } from '../CodeTabs/language'
import { mdxAttr, mdxClass } from './classNames'
import { runAttr, runClass } from '../../run/attributes'

// The article's sheets, as every page loads them: the layout's imports from src/components.
const layout = path.join(import.meta.dirname, '../../layout/Layout.tsx')
const sheets = [...readFileSync(layout, 'utf8').matchAll(/^import '(\.\.\/(?:components|run)\/[^']+\.css)'/gm)].map(([, file]) =>
  path.join(path.dirname(layout), file),
)
const css = sheets.map((file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')).join('\n')

describe('article class names', () => {
  it('styles every class the components use, and no other article class', () => {
    const styled = new Set([...css.matchAll(/\.(mdx-[a-z-]+)/g)].map((m) => m[1]))
    expect([...styled].sort()).toEqual([...Object.values(mdxClass), ...Object.values(runClass)].sort())
  })

  it('names every data attribute the article styles select on', () => {
    const named: string[] = [...Object.values(mdxAttr), ...Object.values(runAttr), CODE_LANGUAGE_ATTRIBUTE]
    const selected = [...css.matchAll(/\[(data-[a-z-]+)/g)].map((m) => m[1])
    expect(selected.length).toBeGreaterThan(3)
    expect(selected.filter((name) => !named.includes(name))).toEqual([])
  })
})
