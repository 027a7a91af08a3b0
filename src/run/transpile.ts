/**
 * The run frame's transpiler for the reader's edits, loaded by frame.ts when the reader first
 * edits a sample: Sucrase turns TypeScript and JSX into CommonJS as the Node check's compile does
 * (src/samples/run.ts, React's automatic JSX runtime), and checks no types, as `tsx` does not.
 */
import { transform, type Transform } from 'sucrase'
import { RUN_GLOBAL } from './protocol'

/** Throws Sucrase's SyntaxError, with the line and column, on code that does not parse. */
export function toCommonJs(code: string, lang: string): string {
  const transforms: Transform[] = lang.startsWith('ts') ? ['typescript'] : []
  if (lang.endsWith('x')) transforms.push('jsx')
  transforms.push('imports')
  return transform(code, { transforms, jsxRuntime: 'automatic', production: true }).code
}

;(globalThis as Record<string, unknown>)[RUN_GLOBAL.transpile] = toCommonJs
