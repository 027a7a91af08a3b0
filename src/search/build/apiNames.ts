/**
 * API names: every identifier declared in the type definitions of the documented package
 * (@reduxjs/toolkit, as installed) and of the packages it re-exports from (its runtime
 * dependencies). A code sample's identifiers that are in this set are the API it uses; the
 * sample's own names (todosSlice, fetchUserById) are not, and stay out of the index.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'fs'
import path from 'path'
import { SITE_ROOT } from '../../content/paths'

export const DOCUMENTED_PACKAGE = '@reduxjs/toolkit'

const NAME = '[A-Za-z_$][\\w$]*'
const DECLARATION = new RegExp(`\\b(?:function|const|let|var|type|interface|class|enum|namespace)\\s+(${NAME})`, 'g')
const EXPORT_LIST = /\bexport\s+(?:type\s+)?\{([^}]*)\}/g
/** A member of an object type, interface or class: `name:`, `name?:`, `name(`, `name<`. */
const MEMBER = new RegExp(`(?:^|[{;])\\s*(?:(?:readonly|static|declare|get|set|abstract)\\s+)*(${NAME})\\??\\s*[:(<]`, 'gm')

/**
 * The names a declaration file declares: functions, constants, types, interfaces, classes,
 * exported names, and the members of its object types. Comments and strings are ignored.
 */
export function declaredIdentifiers(source: string): Set<string> {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/.*$/gm, ' ')
    .replace(/(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g, ' ')
  const names = new Set<string>()
  for (const match of code.matchAll(DECLARATION)) names.add(match[1])
  for (const match of code.matchAll(MEMBER)) names.add(match[1])
  for (const match of code.matchAll(EXPORT_LIST)) {
    for (const part of match[1].split(',')) {
      for (const name of part.replace(/^\s*type\s+/, '').split(/\s+as\s+/))
        if (/^[A-Za-z_$][\w$]*$/.test(name.trim())) names.add(name.trim())
    }
  }
  for (const word of RESERVED) names.delete(word)
  return names
}

/** JavaScript and TypeScript keywords and primitive type names: syntax, never API names. */
const RESERVED = new Set(
  (
    'abstract any as asserts async await bigint boolean break case catch class const constructor continue debugger declare ' +
    'default delete do else enum export extends false finally for from function get global if implements import in infer ' +
    'instanceof interface is keyof let module namespace never new null number object of out package private protected public ' +
    'readonly require return satisfies set static string super switch symbol this throw true try type typeof undefined unique ' +
    'unknown var void while with yield'
  ).split(' '),
)

function declarationFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) declarationFiles(full, out)
    else if (/\.d\.[cm]?ts$/.test(name)) out.push(full)
  }
  return out
}

/** Where a package is installed, looked up from `fromDir` upwards like Node does. */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'))
    if (existsSync(path.join(candidate, 'package.json'))) return candidate
    if (path.dirname(dir) === dir) return undefined
  }
}

/** The API names of the documented package and its runtime dependencies. */
export function loadApiNames(root: string = SITE_ROOT): Set<string> {
  const main = packageDir(DOCUMENTED_PACKAGE, root)
  if (!main) throw new Error(`Search: ${DOCUMENTED_PACKAGE} is not installed under ${root}; run npm ci.`)
  const manifest = JSON.parse(readFileSync(path.join(main, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
  const dirs = [
    main,
    ...Object.keys(manifest.dependencies ?? {})
      .map((dep) => packageDir(dep, main))
      .filter((d): d is string => !!d),
  ]
  const names = new Set<string>()
  for (const dir of dirs)
    for (const file of declarationFiles(dir)) for (const id of declaredIdentifiers(readFileSync(file, 'utf8'))) names.add(id)
  return names
}
