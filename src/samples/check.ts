/**
 * The whole samples check: fence problems, one type-check of every page, then the `run`
 * blocks. Used by scripts/check-samples.ts and by the jest suite.
 */
import path from 'node:path'
import { formatFailure, type SampleFailure } from './failure'
import { loadPage } from './pages'
import { planPage, type PageProject } from './project'
import { DOCS_DIR, findMdxFiles, SITE_ROOT } from '../content/paths'
import { pageRunFiles, runProjects } from './run'
import type { PageRunFiles } from '../run/protocol'
import type { MdastNode } from '../content/mdast'
import { typecheckProjects } from './typecheck'

export interface CheckOptions {
  /** MDX files to check (absolute or relative to the working directory); default: every page under `docsRoot`. */
  files?: readonly string[]
  /** Routes are file paths below this directory; default content/docs. */
  docsRoot?: string
  projectRoot?: string
  /** Execute the `run` blocks (default true). */
  run?: boolean
  runTimeoutMs?: number
  /** Where each run's console lines are kept (runProjects' default when unset). */
  runCacheDir?: string
}

export interface FragmentRef {
  page: string
  line: number
}

export interface CheckResult {
  /** Every page checked, with its project (files, fragments, runs). */
  projects: PageProject[]
  blocksChecked: number
  blocksRun: number
  fragments: FragmentRef[]
  failures: SampleFailure[]
  durationMs: number
}

const byLocation = (a: SampleFailure, b: SampleFailure): number =>
  (a.page ?? '').localeCompare(b.page ?? '') || (a.line ?? 0) - (b.line ?? 0)

export async function checkSamples(options: CheckOptions = {}): Promise<CheckResult> {
  const started = Date.now()
  const projectRoot = options.projectRoot ?? SITE_ROOT
  const docsRoot = options.docsRoot ?? DOCS_DIR
  const files = options.files ?? findMdxFiles(docsRoot)
  const projects = files.map((file) => planPage(loadPage(file, docsRoot, projectRoot)))
  const typecheck = typecheckProjects(projects, projectRoot)
  const run =
    options.run === false
      ? { failures: [], ran: 0 }
      : await runProjects(projects, { projectRoot, timeoutMs: options.runTimeoutMs, cacheDir: options.runCacheDir })
  const failures = [...projects.flatMap((p) => p.problems), ...typecheck.failures, ...run.failures].sort(byLocation)
  return {
    projects,
    blocksChecked: typecheck.checked,
    blocksRun: run.ran,
    fragments: projects.flatMap((p) => p.fragments.map((block) => ({ page: p.page.relPath, line: block.line }))),
    failures,
    durationMs: Date.now() - started,
  }
}

/** The fragment list: every fragment as `path:line`, then the total. */
export function formatFragments(fragments: readonly FragmentRef[]): string {
  const lines = fragments.map((f) => `  ${f.page}:${f.line}`)
  return [`Skipped fragments (${fragments.length}):`, ...lines].join('\n')
}

/** The report printed by scripts/check-samples.ts. */
export function formatReport(result: CheckResult): string {
  const summary = [
    `Pages: ${result.projects.length}`,
    `Blocks checked: ${result.blocksChecked}`,
    `Blocks run: ${result.blocksRun}`,
    `Fragments skipped: ${result.fragments.length}`,
    `Time: ${(result.durationMs / 1000).toFixed(1)} s`,
  ].join('\n')
  const failures =
    result.failures.length === 0
      ? 'All samples pass.'
      : [`${result.failures.length} failure(s):`, ...result.failures.map(formatFailure)].join('\n')
  return [formatFragments(result.fragments), '', summary, '', failures].join('\n')
}

/** `npm run check:samples [file …]`: the given files (every page when none), the report and the exit code. */
export async function checkSamplesCli(args: readonly string[]): Promise<{ result: CheckResult; report: string; exitCode: number }> {
  const files = args.length > 0 ? args.map((file) => path.resolve(file)) : undefined
  const result = await checkSamples({ files })
  return { result, report: formatReport(result), exitCode: result.failures.length > 0 ? 1 : 0 }
}

/**
 * Each doc's samples planned once, from its body as the content layer parsed it (`file`: the MDX
 * file from the site's root), for the build's Run files (`siteRunFiles`) and hover types
 * (src/samples/typeNames.ts).
 */
export const docsProjects = <Doc extends { file: string; bodyTree: MdastNode }>(docs: readonly Doc[]) =>
  docs.map((doc) => ({ doc, project: planPage(loadPage(path.resolve(SITE_ROOT, doc.file), DOCS_DIR, SITE_ROOT, doc.bodyTree)) }))

/** The run files of every page that has `run` samples (the build writes them for the Run button, src/run/build.ts). */
export const siteRunFiles = (projects: readonly PageProject[]): PageRunFiles[] =>
  projects.filter((project) => project.runs.length > 0).map(pageRunFiles)
