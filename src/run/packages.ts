/**
 * What a `run` sample may import from packages: the one list the Node check (src/samples/run.ts)
 * holds the samples to and the browser run serves (build.ts bundles each of these from the
 * installed packages). `node:test` is served by a small stand-in (nodeTest.ts) for the samples
 * that fake the clock with its `mock.timers`.
 */
export const RUN_PACKAGES = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@reduxjs/toolkit/react',
  'reselect',
  'redux',
  'immer',
  'react',
  'react/jsx-runtime',
  'react-dom/server',
  'react-redux',
  'zod',
  'node:test',
] as const

/** A package served by a module of this folder instead of the installed one. */
export const RUN_STAND_INS: Readonly<Record<string, string>> = { 'node:test': 'nodeTest.ts' }

const REQUIRE = /\brequire\("([^"]+)"\)/g

/** The packages a compiled file (CommonJS, as the TypeScript compiler writes it) requires, by name. */
export function requiredSpecifiers(code: string): string[] {
  return [...code.matchAll(REQUIRE)].map((match) => match[1])
}

/** The packages it requires that a run in the browser cannot have. */
export function unservedPackages(code: string): string[] {
  return requiredSpecifiers(code).filter((spec) => !spec.startsWith('.') && !(RUN_PACKAGES as readonly string[]).includes(spec))
}
