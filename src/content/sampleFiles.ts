/**
 * Where a code fence lives in its page's small project (see AUTHORING.md): its language and meta
 * as written, the file name it gets and the name it runs under, and the page's route. The sample
 * check (src/samples) lays pages out with these, and the Run button (src/run) names the same files.
 */
import path from 'node:path'
import type { BlockMeta } from './fenceMeta'
import { docIdFromRelativePath } from './routes'

/** The fence languages that are compiled, with the file extension each gets. */
const CODE_LANGS: Readonly<Record<string, string>> = {
  ts: '.ts',
  tsx: '.tsx',
  js: '.js',
  jsx: '.jsx',
  typescript: '.ts',
  javascript: '.js',
}

export function isCodeLang(lang: string): boolean {
  return Object.prototype.hasOwnProperty.call(CODE_LANGS, lang)
}

/** A fence's info string as language and meta: `{1,3}` or `title="x"` right after the fence is meta, not a language. */
export function splitInfo(lang: string, meta: string): { lang: string; rawMeta: string } {
  if (lang.startsWith('{') || lang.includes('=')) return { lang: '', rawMeta: [lang, meta].filter(Boolean).join(' ') }
  return { lang: lang.toLowerCase(), rawMeta: meta }
}

/** The file name of a block: its `file=` name (with the language's extension added when it has none), or block-<line>. */
export function sampleFileName(block: { lang: string; meta: Pick<BlockMeta, 'file'>; line: number }): string {
  const ext = CODE_LANGS[block.lang] ?? ''
  if (block.meta.file === undefined) return `block-${block.line}${ext}`
  const name = path.posix.normalize(block.meta.file.replace(/\\/g, '/').replace(/^\.\//, ''))
  return path.posix.extname(name) === '' ? name + ext : name
}

/** The .js name a sample file is written under (`app/store.ts` → `app/store.js`). */
export function outputName(name: string): string {
  return name.replace(/\.(?:tsx?|jsx|mts|cts)$/, '.js')
}

export const toPosix = (p: string): string => p.split(path.sep).join('/')

export const isOutside = (relative: string): boolean => relative === '..' || relative.startsWith('..' + path.sep) || path.isAbsolute(relative)

/**
 * The route of an MDX file: its path below `docsRoot` without `.mdx`. A file outside
 * `docsRoot` is named by its path below the project root instead (without any `..`), so its
 * samples still live inside the project and resolve packages from its node_modules.
 */
export function routeOf(mdxPath: string, docsRoot: string, projectRoot: string): string {
  const inDocs = path.relative(docsRoot, mdxPath)
  const base = isOutside(inDocs) ? path.relative(projectRoot, mdxPath) : inDocs
  const segments = toPosix(base)
    .split('/')
    .filter((segment) => segment !== '..' && segment !== '')
  return docIdFromRelativePath(segments.join('/'))
}
