/**
 * The one compiler of run samples: the build's Run files and the Node check (src/samples/run.ts)
 * compile the page's code with it, and the run frame loads it (frame.ts) when the reader first edits
 * a sample, so an unchanged edit runs the very code the check ran. Sucrase turns TypeScript and JSX
 * into CommonJS (React's automatic JSX runtime), keeps every line where it was, and checks no types.
 */
import { transform, type Transform, type TransformResult } from 'sucrase'
import { RUN_GLOBAL } from './protocol'

/**
 * Sucrase 3.35 writes `export const { a } = b` as `( { a: exports.a } = b)`, and `[a]` as `[exports.a]`, with
 * no semicolon before it, so after a line without one the two join into a call or an index
 * (github.com/alangpierce/sucrase/issues/824). An empty statement before such an export, on its line, keeps them apart.
 */
const DESTRUCTURED_EXPORT = /^([ \t]*)(export\s+(?:const|let|var)\s*[{[])/gm

/** Throws Sucrase's SyntaxError, with the line and column, on code that does not parse. With `sourceFile`, also its source map. */
export function transpile(code: string, lang: string, sourceFile?: string): TransformResult {
  const transforms: Transform[] = lang.startsWith('ts') ? ['typescript'] : []
  if (lang.endsWith('x')) transforms.push('jsx')
  transforms.push('imports')
  const map = sourceFile ? { filePath: sourceFile, sourceMapOptions: { compiledFilename: sourceFile } } : {}
  return transform(code.replace(DESTRUCTURED_EXPORT, '$1;$2'), { transforms, jsxRuntime: 'automatic', production: true, ...map })
}

export const toCommonJs = (code: string, lang: string): string => transpile(code, lang).code

;(globalThis as Record<string, unknown>)[RUN_GLOBAL.transpile] = toCommonJs
