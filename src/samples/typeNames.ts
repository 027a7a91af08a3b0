/**
 * The hover types' names (src/typeInfo/, README "Samples are tests"): the editor's quick info of
 * every name of the docs' compiled TypeScript samples, asked of the language service over the sample
 * check's program (typecheck.ts) at each identifier's first character, as an editor's hover asks.
 *
 * They cost about 2 ms a name, some 37 000 for the site, so `startTypeNames` (called when `gatsby
 * build` starts) computes them in a child process (typeNamesWorker.ts, through gatsby-worker) beside
 * Gatsby's own work, into a cache of one file per page (TYPE_NAMES_CACHE), named by a digest of
 * the page's samples and of the code that makes the names (the caller's `digest`); a build of docs
 * and code a build before it finished with starts none (`completeMark`). After the build
 * `docsTypeNames` reads each doc's names by its samples as the content layer parsed them; a page
 * the child did not see the same (or no child: `gatsby develop`, tools) is computed there.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { build } from 'esbuild'
import { WorkerPool } from 'gatsby-worker'
import { BUILD_CACHE_DIR, DOCS_DIR, findMdxFiles, SITE_ROOT } from '../content/paths'
import { writeIfChanged, writeWhole } from '../content/fileCache'
import { typeHighlighter, type TypeHighlighter } from '../mdx/typeHighlight'
import type { PageNames } from '../typeInfo/data'
import { samplesService } from './typecheck'
import type { PageProject } from './project'

export const TYPE_NAMES_CACHE = path.join(BUILD_CACHE_DIR, 'type-info')
/** The child process's module: its import closure and the lockfile are what the names depend on (the caller's digest). */
export const TYPE_NAMES_WORKER = path.join(SITE_ROOT, 'src', 'samples', 'typeNamesWorker.ts')

/** TypeScript 5.9's expandable hover (`verbosityLevel`: levels of type aliases opened), not yet in its declared API. */
type QuickInfoAt = (fileName: string, position: number, maximumLength?: number, verbosityLevel?: number) => ts.QuickInfo | undefined

/** A React hook: what a reader asks of it is its result's fields, so its hover opens one level of aliases, as the editor's "+" does. */
const HOOK = /^use[A-Z]/

const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0].trim()
const isTyped = (lang: string) => lang === 'ts' || lang === 'tsx'

/** Whether a page has a compiled TypeScript sample (a block the hover serves). */
export const hasTypedSamples = (project: PageProject) => project.files.some((f) => f.compiled && isTyped(f.block.lang))

export interface Name {
  start: number
  end: number
  /** The quick info's text, as the compiler classified its pieces, and as one string. */
  parts: ts.SymbolDisplayPart[]
  type: string
  /** Its documentation's first paragraph, or ''. */
  doc: string
}

/** Every identifier of `file` with quick info: where it starts and ends, its text and its documentation's first paragraph. */
export function namesOf(service: ts.LanguageService, file: ts.SourceFile): Name[] {
  const names: Name[] = []
  const quickInfo = service.getQuickInfoAtPosition as QuickInfoAt
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const start = node.getStart(file)
      const info = quickInfo(file.fileName, start, undefined, HOOK.test(node.text) ? 1 : 0)
      const parts = info?.displayParts ?? []
      const doc = info?.documentation ? firstParagraph(ts.displayPartsToString(info.documentation)) : ''
      if (parts.length > 0) names.push({ start, end: node.end, parts, type: ts.displayPartsToString(parts), doc })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return names
}

/** The names of each page (by route) with a compiled TypeScript sample, from one program, their quick info's token classes marked by `highlight`. */
export function pagesNames(projects: readonly PageProject[], projectRoot: string, highlight: TypeHighlighter): Map<string, PageNames> {
  const { files, roots, service } = samplesService(projects, projectRoot)
  const program = service.getProgram()!
  const result = new Map<string, PageNames>()
  const indexes = new Map<PageNames, Map<string, number>>()
  for (const root of roots) {
    const { project, file } = files.get(root)!
    const source = program.getSourceFile(root)
    if (!source || !isTyped(file.block.lang)) continue
    let page = result.get(project.page.route)
    if (!page) result.set(project.page.route, (page = { infos: [], classes: highlight.classes, blocks: {} }))
    const index = indexes.get(page) ?? indexes.set(page, new Map()).get(page)!
    const placed: number[] = []
    for (const name of namesOf(service, source)) {
      const key = `${name.type}\0${name.doc}`
      let info = index.get(key)
      if (info === undefined) {
        info = page.infos.push(name.doc ? [highlight.mark(name.parts), name.doc] : [highlight.mark(name.parts)]) - 1
        index.set(key, info)
      }
      const { line, character } = ts.getLineAndCharacterOfPosition(source, name.start)
      placed.push(line, character, name.end - name.start, info)
    }
    page.blocks[file.block.line] = placed
  }
  return result
}

/** A page's file in the names cache: its samples as written and `digest`. */
export function namesCacheFile(digest: string, project: PageProject, dir: string = TYPE_NAMES_CACHE): string {
  const samples = project.files.map((f) => [f.name, f.block.line, f.block.lang, f.block.code])
  const key = createHash('sha256')
    .update(digest)
    .update(JSON.stringify([project.page.route, samples]))
    .digest('hex')
  return path.join(dir, `${key.slice(0, 32)}.json`)
}

const readNames = (file: string): PageNames | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageNames) : undefined

/** Computes the names of the `projects` not in the cache yet, into it; returns how many it computed. */
export async function cacheNames(
  projects: readonly PageProject[],
  digest: string,
  projectRoot: string,
  dir: string = TYPE_NAMES_CACHE,
): Promise<number> {
  const missing = projects.filter((project) => hasTypedSamples(project) && !existsSync(namesCacheFile(digest, project, dir)))
  if (missing.length === 0) return 0
  const names = pagesNames(missing, projectRoot, await typeHighlighter())
  for (const project of missing) writeWhole(namesCacheFile(digest, project, dir), JSON.stringify(names.get(project.page.route)))
  return missing.length
}

let job: Promise<number> | undefined

/**
 * A file that says a build with these docs (every MDX file as written) and this `digest` has every
 * page's names in the cache: the next such build (a warm build with no change) starts no child.
 */
function completeMark(digest: string): string {
  const hash = createHash('sha256').update(digest)
  for (const file of findMdxFiles(DOCS_DIR)) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  return path.join(TYPE_NAMES_CACHE, `complete-${hash.digest('hex').slice(0, 32)}`)
}

/** Starts computing every doc's names in a child process, unless a build of the same docs and code has; docsTypeNames waits for it. */
export async function startTypeNames(digest: string): Promise<void> {
  if (existsSync(completeMark(digest))) return
  // gatsby-worker loads the bundle in this process too, so webpack counts it among its build
  // dependencies (its cache is valid only while the file is there, unchanged): it lives where Gatsby's
  // cache reset (another plugin set, as in the test run's second build) does not delete it, and is
  // rewritten only when its text changes.
  const bundle = path.join(BUILD_CACHE_DIR, 'type-info-worker.cjs')
  const { outputFiles } = await build({
    entryPoints: [TYPE_NAMES_WORKER],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  })
  writeIfChanged(bundle, outputFiles[0].text)
  const pool = new WorkerPool<typeof import('./typeNamesWorker')>(bundle, { numWorkers: 1 })
  job = pool.single.computeNames(DOCS_DIR, SITE_ROOT, digest).finally(() => Promise.all(pool.end()))
  job.catch(() => undefined) // reported by docsTypeNames
}

/** The names of each planned doc (src/samples/check.ts, docsProjects) with a compiled TypeScript sample; `worker`: what the child process computed, when one ran. */
export async function docsTypeNames<Planned extends { project: PageProject }>(
  planned: readonly Planned[],
  digest: string,
): Promise<{ pages: Array<Planned & { names: PageNames }>; worker?: number; computed: number }> {
  const worker = await job?.catch((error: Error) => {
    throw new Error(`The hover types' child process (src/samples/typeNamesWorker.ts) failed: ${error.message}`)
  })
  job = undefined
  const typed = planned.filter(({ project }) => hasTypedSamples(project))
  const computed = await cacheNames(
    typed.map((p) => p.project),
    digest,
    SITE_ROOT,
  )
  const pages = typed.map((p) => ({ ...p, names: readNames(namesCacheFile(digest, p.project))! }))
  mkdirSync(TYPE_NAMES_CACHE, { recursive: true })
  writeFileSync(completeMark(digest), '')
  return { pages, worker, computed }
}
