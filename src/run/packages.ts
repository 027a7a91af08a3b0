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

/** Packages run in their development builds, in Node's check and in the browser alike (React's and Redux Toolkit's checks included). */
export const RUN_NODE_ENV = 'development'

/** The files a relative `require` of `path` tries, in order, as Node's does for the samples' files. */
export const requireCandidates = (path: string): string[] => [path, `${path}.js`, `${path}.json`, `${path}/index.js`]

/**
 * Packages the browser run serves from another module than the one Node's check loads (paths from
 * the project's root): `node:test` by a stand-in of this folder; `react-dom/server` by its string
 * renderers alone (renderToString, renderToStaticMarkup; React's development build as Node's), as
 * its streaming renderer would double the 52 KB gzip a sample that imports it fetches.
 */
export const RUN_STAND_INS: Readonly<Record<string, string>> = {
  'node:test': 'src/run/nodeTest.ts',
  'react-dom/server': 'node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js',
}

const REQUIRE = /\brequire\((["'])([^"']+)\1\)/g

/** The packages a compiled file (CommonJS, as transpile.ts writes it) requires, by name. */
export function requiredSpecifiers(code: string): string[] {
  return [...code.matchAll(REQUIRE)].map((match) => match[2])
}

/** The packages it requires that a run in the browser cannot have. */
export function unservedPackages(code: string): string[] {
  return requiredSpecifiers(code).filter((spec) => !spec.startsWith('.') && !(RUN_PACKAGES as readonly string[]).includes(spec))
}
