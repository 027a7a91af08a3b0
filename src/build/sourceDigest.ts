/**
 * A digest of a module and everything it imports from the project (relative imports, followed
 * through .ts/.tsx files), plus extra files such as the lockfile. The article renderer runs inside
 * Gatsby's content layer, whose cached query results know nothing of code: the renderer's digest
 * goes on a node that every article depends on (src/build/article.ts), so a warm build re-renders
 * the articles when the renderer, its components or its packages change, and only then.
 */
import { createHash } from 'crypto'
import { existsSync, readFileSync } from 'fs'
import path from 'path'
import ts from 'typescript'

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function resolveModule(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier)
  for (const ext of EXTENSIONS) {
    const candidate = base + ext
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  }
  return null
}

/** Every project file `entry` reaches through relative imports, itself included, sorted. */
export function moduleClosure(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const resolved = resolveModule(file, fileName)
      if (resolved) visit(resolved)
    }
  }
  visit(path.resolve(entry))
  return [...seen].sort()
}

/** The digest of `entry`'s closure and the `extra` files (their paths relative to `root`, and contents). */
export function sourceDigest(entry: string, extra: readonly string[] = [], root: string = process.cwd()): string {
  const hash = createHash('sha256')
  for (const file of [...moduleClosure(entry), ...extra.map((f) => path.resolve(f))]) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}
