import { readFileSync } from 'fs'
import path from 'path'
import { FOLDER_ORDER, orderProblems, readImports, unitCycles, unitOf } from './boundaries'

const edge = (file: string, target: string) => ({ file: path.normalize(file), target: path.normalize(target) })

describe('folder boundaries', () => {
  it('reads the unit of a path: its top-level folder under src/', () => {
    expect(unitOf(path.normalize('src/search/ui/SearchButton.tsx'))).toBe('search')
    expect(unitOf(path.normalize('src/types.d.ts'))).toBeNull()
    expect(unitOf(path.normalize('e2e/app.ts'))).toBeNull()
  })

  it('finds a cycle between folders and names one import per step', () => {
    const cycles = unitCycles([
      edge('src/a/one.ts', 'src/b/two'),
      edge('src/b/two.ts', 'src/c/three'),
      edge('src/c/three.ts', 'src/a/four'),
      edge('src/a/one.ts', 'src/a/five'),
      edge('src/d/x.ts', 'src/a/one'),
    ])
    expect(cycles).toEqual([
      {
        units: ['a', 'b', 'c', 'a'],
        through: [
          `${path.normalize('src/a/one.ts')} → ${path.normalize('src/b/two')}`,
          `${path.normalize('src/b/two.ts')} → ${path.normalize('src/c/three')}`,
          `${path.normalize('src/c/three.ts')} → ${path.normalize('src/a/four')}`,
        ],
      },
    ])
  })

  it('accepts imports that all run one way', () => {
    expect(
      unitCycles([edge('src/a/one.ts', 'src/b/two'), edge('src/b/two.ts', 'src/c/three'), edge('src/a/one.ts', 'src/c/three')]),
    ).toEqual([])
  })

  it('names an import against the order, and a folder the order does not list', () => {
    const order = ['a', 'b', 'c']
    expect(
      orderProblems([edge('src/b/one.ts', 'src/a/two'), edge('src/a/two.ts', 'src/c/three'), edge('src/a/two.ts', 'src/d/x')], order),
    ).toEqual([
      `${path.normalize('src/a/two.ts')} → ${path.normalize('src/c/three')}: a comes before c in FOLDER_ORDER, so it may not import it`,
      'src/d/ is not in FOLDER_ORDER (scripts/boundaries.ts): add it where it belongs',
    ])
  })

  it("holds for the project: every import follows the folders' order, and docs/architecture.md's table lists them in that order", () => {
    const edges = readImports(path.join(import.meta.dirname, '..'))
    expect(orderProblems(edges)).toEqual([])
    const architecture = readFileSync(path.join(import.meta.dirname, '..', 'docs', 'architecture.md'), 'utf8')
    const table = [...architecture.matchAll(/^\| `src\/([A-Za-z]+)\/` \|/gm)].map((match) => match[1])
    expect(table).toEqual([...FOLDER_ORDER])
  })

  it('holds for the project: no import cycle between the folders of src/', () => {
    const edges = readImports(path.join(import.meta.dirname, '..'))
    // The reader sees the tree's real imports (a check of an empty list would pass vacuously).
    expect(edges.some((e) => unitOf(e.file) === 'templates' && unitOf(e.target) === 'layout')).toBe(true)
    expect(unitCycles(edges)).toEqual([])
  })
})
