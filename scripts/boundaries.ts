/**
 * Folder boundaries: each top-level folder of src/ is a unit (content, config, search, …), and
 * the units' imports must form no cycle and follow FOLDER_ORDER, so the code reads in one direction. The imports are
 * read with TypeScript's own pre-processor (static imports, `export … from`, dynamic `import()`
 * and `require`), type-only ones included; tests and fixtures are left out, since nothing
 * imports them. `npm run check:boundaries` prints the result; boundaries.test.ts runs it in
 * `npm test`.
 */
import { readdirSync, readFileSync } from 'fs'
import path from 'path'
import ts from 'typescript'

export interface ImportEdge {
  /** The importing file, relative to the root. */
  file: string
  /** The imported module, resolved to a path relative to the root (without extension). */
  target: string
}

const SOURCE = /\.(ts|tsx|mjs|js)$/
const LEFT_OUT = /(\.test\.tsx?$)|(\/__fixtures__\/)/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) && !LEFT_OUT.test(full) ? [full] : []
  })
}

/** Every relative import of every source file under `srcDir`. */
export function readImports(root: string, srcDir = 'src'): ImportEdge[] {
  return sourceFiles(path.join(root, srcDir)).flatMap((full) => {
    const file = path.relative(root, full)
    const { importedFiles } = ts.preProcessFile(readFileSync(full, 'utf8'), true, true)
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({ file, target: path.normalize(path.join(path.dirname(file), fileName)) }))
  })
}

/** The unit a path belongs to: its top-level folder under src/, or null outside src/ (or a file directly in it). */
export function unitOf(file: string, srcDir = 'src'): string | null {
  const parts = file.split(path.sep)
  return parts[0] === srcDir && parts.length > 2 ? parts[1] : null
}

export interface UnitCycle {
  /** The units in the cycle, in import order, the first repeated at the end. */
  units: string[]
  /** One import per step of the cycle, as "file → module". */
  through: string[]
}

/** The cycles between units: one per strongly connected group of units, along a shortest loop. */
export function unitCycles(edges: readonly ImportEdge[], srcDir = 'src'): UnitCycle[] {
  const graph = new Map<string, Map<string, ImportEdge>>()
  for (const edge of edges) {
    const from = unitOf(edge.file, srcDir)
    const to = unitOf(edge.target, srcDir)
    if (!from || !to || from === to) continue
    if (!graph.has(from)) graph.set(from, new Map())
    if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, edge)
  }
  const reaches = (from: string, to: string): string[] | null => {
    // Breadth-first: the shortest path from `from` to `to`.
    const previous = new Map<string, string>([[from, from]])
    const queue = [from]
    while (queue.length) {
      const unit = queue.shift()!
      for (const next of [...(graph.get(unit)?.keys() ?? [])].sort()) {
        if (next === to) {
          const pathBack = [to, unit]
          for (let u = unit; u !== from; u = previous.get(u)!) pathBack.push(previous.get(u)!)
          return pathBack.reverse()
        }
        if (!previous.has(next)) {
          previous.set(next, unit)
          queue.push(next)
        }
      }
    }
    return null
  }
  const cycles: UnitCycle[] = []
  const covered = new Set<string>()
  for (const unit of [...graph.keys()].sort()) {
    if (covered.has(unit)) continue
    const loop = reaches(unit, unit)
    if (!loop) continue
    loop.forEach((u) => covered.add(u))
    const through = loop.slice(0, -1).map((u, i) => {
      const edge = graph.get(u)!.get(loop[i + 1])!
      return `${edge.file} → ${edge.target}`
    })
    cycles.push({ units: loop, through })
  }
  return cycles
}

/**
 * The folders of src/, in the order data flows: each may import only folders listed before it.
 * The folder table of docs/architecture.md lists them in this order (boundaries.test.ts compares the two).
 */
export const FOLDER_ORDER = [
  'content',
  'config',
  'runtimeStart',
  'styles',
  'browser',
  'server',
  'colorMode',
  'versions',
  'loading',
  'components',
  'mdx',
  'samples',
  'search',
  'markdown',
  'page',
  'layout',
  'templates',
  'build',
] as const

/** Imports against the order (one per pair of folders, naming the file), and folders the order does not list. */
export function orderProblems(edges: readonly ImportEdge[], order: readonly string[] = FOLDER_ORDER, srcDir = 'src'): string[] {
  const problems = new Map<string, string>()
  for (const edge of edges) {
    const from = unitOf(edge.file, srcDir)
    const to = unitOf(edge.target, srcDir)
    if (!from || !to || from === to) continue
    for (const unit of [from, to]) {
      if (!order.includes(unit))
        problems.set(unit, `${srcDir}/${unit}/ is not in FOLDER_ORDER (scripts/boundaries.ts): add it where it belongs`)
    }
    if (order.includes(from) && order.includes(to) && order.indexOf(to) > order.indexOf(from) && !problems.has(`${from}→${to}`)) {
      problems.set(`${from}→${to}`, `${edge.file} → ${edge.target}: ${from} comes before ${to} in FOLDER_ORDER, so it may not import it`)
    }
  }
  return [...problems.values()]
}
