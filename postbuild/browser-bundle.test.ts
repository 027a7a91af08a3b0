/**
 * The browser's JavaScript holds no build-time code. Every module of every script the builds
 * wrote is listed in its source map; none may come from a build-only library (schemas, front
 * matter, the compilers and highlighters that make the HTML) or from the parts of src/ that run
 * in Node (the build, the server, the sample checker, the schemas). One wrong import in a
 * component is enough to pull a library into every page: adding zod once grew the shared
 * chunk from 19 KB to 74 KB, and nothing else noticed.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'fs'
import os from 'os'
import path from 'path'
import { VARIANT_DIR } from '../scripts/variants'

/** Packages that only the build, the tests or the command-line tools may use. */
const BUILD_ONLY_PACKAGES = [
  'zod',
  'gray-matter',
  'js-yaml',
  'typescript',
  'shiki',
  '@shikijs',
  '@mdx-js/mdx',
  'rehype-pretty-code',
  'rehype-slug',
  'remark-gfm',
  'hast-util-to-html',
  'mdast-util-gfm',
  'mdast-util-to-markdown',
  'node-html-parser',
  'algoliasearch',
  'prettier',
]

/** Modules of src/ that run in Node only. */
const NODE_ONLY_SOURCES = [
  /^src\/build\//,
  /^src\/server\//,
  /^src\/samples\//,
  /^src\/mdx\//,
  /^src\/search\/build\//,
  /^src\/markdown\/build\//,
  /^src\/loading\/build\//,
  /^src\/config\/env\.ts$/,
  /^src\/content\/(schema|sidebarSchema|frontmatter|loadSidebars|paths)\.ts$/,
]

/** Each source-mapped module of the build's scripts: "npm:<package>" or "src/…" paths. */
function bundledModules(dir: string): Map<string, string[]> {
  const modules = new Map<string, string[]>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { sources: string[] }
    for (const source of sources) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source)?.[1]
      const local = /(?:^|\/)\.\/(src\/[^?]+)/.exec(source)?.[1]
      const name = pkg ? `npm:${pkg}` : local
      if (!name) continue
      modules.set(name, [...(modules.get(name) ?? []), file])
    }
  }
  return modules
}

function offenders(modules: Map<string, string[]>): string[] {
  return [...modules]
    .filter(
      ([name]) =>
        BUILD_ONLY_PACKAGES.some((pkg) => name === `npm:${pkg}` || name.startsWith(`npm:${pkg}/`)) ||
        NODE_ONLY_SOURCES.some((pattern) => pattern.test(name)),
    )
    .map(([name, files]) => `${name} (in ${[...new Set(files)].join(', ')})`)
}

const builds = ['public', VARIANT_DIR].filter((dir) => existsSync(dir))

test.each(builds)('%s: the scripts hold no build-only library or Node-only module', (dir) => {
  const modules = bundledModules(dir)
  // The check reads real maps: React and the site's own components are there.
  expect(modules.has('npm:react-dom')).toBe(true)
  expect([...modules.keys()].some((name) => name.startsWith('src/components/'))).toBe(true)
  expect(offenders(modules)).toEqual([])
})

test('a map naming a build-only library or a Node-only module is reported, nested packages by their own name', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-maps-'))
  const sources = [
    'webpack://site/./node_modules/zod/lib/index.mjs',
    'webpack://site/./node_modules/gatsby/node_modules/@gatsbyjs/reach-router/dist/index.modern.mjs',
    'webpack://site/./src/content/sidebarSchema.ts',
    'webpack://site/./src/content/sidebar.ts',
  ]
  writeFileSync(path.join(dir, 'commons-1.js.map'), JSON.stringify({ version: 3, sources }))
  const modules = bundledModules(dir)
  expect([...modules.keys()]).toEqual(['npm:zod', 'npm:@gatsbyjs/reach-router', 'src/content/sidebarSchema.ts', 'src/content/sidebar.ts'])
  expect(offenders(modules)).toEqual(['npm:zod (in commons-1.js.map)', 'src/content/sidebarSchema.ts (in commons-1.js.map)'])
})
