/**
 * Executes the `run` blocks: each page's files are transpiled to CommonJS into a temporary
 * directory (with a node_modules link to the project's), and each run block is started as
 * `node -r <capture preload> block.js` with a time limit (and again with source maps and the
 * assert preload when it fails, for a stack trace in the sample's lines). The console lines of
 * each run that ends well are kept on disk, keyed by everything they depend on, for the browser
 * comparison (captureRuns), which then starts no Node of its own for them.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildSync } from 'esbuild'
import ts from 'typescript'
import { BUILD_CACHE_DIR } from '../content/paths'
import { jsonFileCache, type FileCache } from '../content/fileCache'
import { outputName } from '../content/sampleFiles'
import type { Level } from '../run/format'
import { requireCandidates, requiredSpecifiers, RUN_NODE_ENV, unservedPackages } from '../run/packages'
import { RUN_LIMIT_MS, type PageRunFiles } from '../run/protocol'
import { transpile } from '../run/transpile'
import type { SampleFailure } from './failure'
import type { PageProject, SampleFile } from './project'

/**
 * Node's check allows twice the browser's limit (src/run/protocol.ts): its time includes starting
 * Node and loading the packages, with several runs at once on the machine.
 */
export const RUN_TIMEOUT_MS = 2 * RUN_LIMIT_MS

/**
 * Node runs at once: twice the cores, since runs spend part of their time waiting on their own
 * timers. The site's 271 runs on 2 cores: 42–46 s two at a time, 39 s four at a time (2026-11-28).
 */
const RUNS_AT_ONCE = 2 * os.availableParallelism()

/**
 * Loaded before each run block: a failed console.assert prints its message with a stack and
 * makes the process exit with code 1 (Node's own console.assert only prints).
 */
export const ASSERT_PRELOAD = `'use strict'
const { format } = require('node:util')
let failedAssertions = 0
console.assert = function assert(value, ...message) {
  if (value) return
  failedAssertions += 1
  process.exitCode = 1
  const error = new Error('console.assert failed' + (message.length > 0 ? ': ' + format(...message) : ''))
  Error.captureStackTrace(error, assert)
  console.error(error.stack)
}
process.on('exit', () => {
  if (failedAssertions > 0) process.exitCode = 1
})
`

/** True when the file has an `await` (or `for await`) outside any function. */
export function hasTopLevelAwait(sourceFile: ts.SourceFile): boolean {
  const visit = (node: ts.Node): boolean => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier !== undefined)) return true
    return ts.forEachChild(node, visit) ?? false
  }
  return ts.forEachChild(sourceFile, visit) ?? false
}

/**
 * Compiles one sample to CommonJS as the Run button and the reader's edits do (src/run/transpile.ts),
 * with an inline source map unless told not to. A file with top-level await is wrapped in an async
 * function (opened on the first line, so every line stays where it was).
 */
export function transpileForNode(code: string, fileName: string, sourceMap = true): string {
  const compiled = transpile(code, path.extname(fileName).slice(1), sourceMap ? fileName : undefined)
  const map = compiled.sourceMap && { ...compiled.sourceMap, sourcesContent: [code] }
  const lines = compiled.code.split('\n')
  if (hasTopLevelAwait(ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true))) {
    lines[0] = `(async () => {${lines[0]}`
    lines.push('})()') // a rejection is unhandled, so Node reports it as uncaught and exits with 1
  }
  if (map) lines.push(`//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}`)
  return lines.join('\n')
}

interface RunJob {
  project: PageProject
  file: SampleFile
  dir: string
  /** The page's files as the browser gets them (pageRunFiles), written under `captureDir`. */
  runFiles: PageRunFiles
  captureDir: string
}

interface ProcessResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  timedOut: boolean
}

function runNode(args: string[], cwd: string, timeoutMs: number): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, NODE_ENV: RUN_NODE_ENV, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stdout, stderr, timedOut })
    })
  })
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Rewrites `<tmp>/<route>/app/store.ts:12:5` in a stack trace to the MDX file and line. */
export function mapStackPaths(text: string, project: PageProject, dir: string): string {
  let mapped = text
  for (const file of project.files) {
    const absolute = path.join(dir, file.name)
    const pattern = new RegExp(`(?:file://)?${escapeRegExp(absolute)}:(\\d+)(?::\\d+)?`, 'g')
    mapped = mapped.replace(pattern, (_, line: string) => `${project.page.relPath}:${file.block.line + Number(line)} (block line ${line})`)
  }
  const withoutInternals = mapped
    .split('\n')
    .filter((line) => !/^\s+at (?:.*\()?node:internal\//.test(line) && !/^Node\.js v\d/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
  return withoutInternals.split(dir + path.sep).join('')
}

/** Writes a page's files, transpiled, into `dir`. */
function writeProject(project: PageProject, dir: string): void {
  for (const file of project.files) {
    const target = path.join(dir, file.compiled ? outputName(file.name) : file.name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    const text = file.compiled ? transpileForNode(file.block.code, path.join(dir, file.name)) : file.block.code
    fs.writeFileSync(target, text)
  }
}

function failureOf(job: RunJob, result: ProcessResult, timeoutMs: number): SampleFailure | undefined {
  if (!result.timedOut && result.code === 0) return undefined
  const why = result.timedOut
    ? `timed out after ${timeoutMs / 1000} s`
    : result.signal
      ? `killed by ${result.signal}`
      : `exit code ${result.code}`
  const output = mapStackPaths(result.stderr.trim(), job.project, job.dir)
  return {
    page: job.project.page.relPath,
    line: job.file.block.line,
    fenceLine: job.file.block.line,
    code: 'RUN',
    message: `run failed (${why})${output === '' ? '' : `:\n${output.replace(/^/gm, '    ')}`}`,
  }
}

/**
 * Runs a block as the browser comparison does (the capture preload, the files as the browser gets
 * them) and keeps its lines; when it fails, runs it again with --enable-source-maps and the assert
 * preload, so the stack trace points at the sample's lines (source maps make every start slower,
 * since Node then also reads the maps of the packages it loads). A failure that does not repeat is
 * reported as it was, marked as flaky.
 */
async function runJob(job: RunJob, capture: Capture, assertPreload: string, timeoutMs: number): Promise<ProcessResult> {
  const run = outputName(job.file.name)
  const first = await runCaptured(capture, job.captureDir, run, timeoutMs)
  if (first.code === 0) await capture.store.set(capture.key(job.runFiles, run), linesOf(first.stdout))
  if (first.code === 0 || first.timedOut) return first
  const mapped = await runNode(['--enable-source-maps', '-r', assertPreload, path.join(job.dir, run)], job.dir, timeoutMs)
  if (mapped.code !== 0) return mapped
  return { ...first, stderr: `${first.stdout}${first.stderr}\n(flaky: the block passed when it was run a second time)` }
}

async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next
      next += 1
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export interface RunOptions {
  projectRoot: string
  /** Where each run's console lines are kept (default: BUILD_CACHE_DIR/node-runs). */
  cacheDir?: string
  timeoutMs?: number
  concurrency?: number
}

export interface RunResult {
  failures: SampleFailure[]
  /** Number of run blocks executed. */
  ran: number
}

/**
 * The packages a run block needs, itself or through the page's files it requires, that the
 * browser's Run cannot load (src/run/packages.ts): such a block fails the check, naming them.
 */
export function unservedImports(project: PageProject, run: SampleFile): string[] {
  const byName = new Map(project.files.filter((f) => f.compiled).map((f) => [outputName(f.name), f]))
  const seen = new Set<string>()
  const missing = new Set<string>()
  const visit = (file: SampleFile): void => {
    const name = outputName(file.name)
    if (seen.has(name)) return
    seen.add(name)
    const code = transpileForNode(file.block.code, file.name, false)
    unservedPackages(code).forEach((spec) => missing.add(spec))
    for (const spec of requiredSpecifiers(code).filter((s) => s.startsWith('.'))) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(name), spec))
      const found = requireCandidates(target)
        .map((n) => byName.get(n))
        .find(Boolean)
      if (found) visit(found)
    }
  }
  visit(run)
  return [...missing]
}

/** Runs every `run` block of the projects. */
export async function runProjects(projects: readonly PageProject[], options: RunOptions): Promise<RunResult> {
  const withRuns = projects.filter((p) => p.runs.length > 0)
  if (withRuns.length === 0) return { failures: [], ran: 0 }
  const timeoutMs = options.timeoutMs ?? RUN_TIMEOUT_MS
  const concurrency = options.concurrency ?? RUNS_AT_ONCE
  return withRunDir(options.projectRoot, async (tmp) => {
    const capture = prepareCapture(tmp, options.projectRoot, options.cacheDir)
    const assertPreload = path.join(tmp, 'assert-preload.js')
    fs.writeFileSync(assertPreload, ASSERT_PRELOAD)
    const jobs: RunJob[] = []
    for (const project of withRuns) {
      const dir = path.join(tmp, 'pages', ...project.page.route.split('/'))
      const captureDir = path.join(tmp, 'capture', ...project.page.route.split('/'))
      writeProject(project, dir)
      const runFiles = pageRunFiles(project)
      writeRunFiles(runFiles, captureDir)
      for (const file of project.runs) jobs.push({ project, file, dir, runFiles, captureDir })
    }
    const results = await pool(jobs, concurrency, (job) => runJob(job, capture, assertPreload, timeoutMs))
    const unserved = jobs.flatMap(({ project, file }) => {
      const missing = unservedImports(project, file)
      if (missing.length === 0) return []
      const message = `a run block may import only what the browser's Run serves (src/run/packages.ts), but this one needs ${missing.join(', ')}: use a listed package, or drop \`run\``
      return [{ page: project.page.relPath, line: file.block.line, fenceLine: file.block.line, code: 'RUN', message }]
    })
    const failures = [...jobs.flatMap((job, i) => failureOf(job, results[i], timeoutMs) ?? []), ...unserved]
    return { failures, ran: jobs.length }
  })
}

/** A temporary folder with a node_modules link to the project's, removed after `work`. */
async function withRunDir<T>(projectRoot: string, work: (tmp: string) => Promise<T>): Promise<T> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rtk-runs-'))
  const modulesLink = path.join(tmp, 'node_modules')
  try {
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), modulesLink, 'junction')
    return await work(tmp)
  } finally {
    // Remove the link itself first, so nothing below it is ever touched.
    if (fs.lstatSync(modulesLink, { throwIfNoEntry: false })) fs.unlinkSync(modulesLink)
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/** One console line of a run, as the browser run writes it (src/run/format.ts). */
export interface RunLine {
  level: Level
  text: string
}

/** A page's sample files as the browser's Run gets them: compiled ones as CommonJS, without source maps. */
export function pageRunFiles(project: PageProject): PageRunFiles {
  const files: Record<string, string> = {}
  for (const file of project.files)
    files[file.compiled ? outputName(file.name) : file.name] = file.compiled
      ? transpileForNode(file.block.code, file.name, false)
      : file.block.code
  return { route: project.page.route, files, runs: project.runs.map((file) => outputName(file.name)) }
}

/** The preload that writes each console call as src/run/format.ts formats it, one JSON line per call, as the browser's worker does. */
function capturePreload(formatModule: string): string {
  return `'use strict'
const { formatArgs, assertionLine, uncaughtLine, LEVELS } = require(${JSON.stringify(formatModule)})
const write = (level, text) => process.stdout.write(JSON.stringify({ level, text }) + '\\n')
for (const level of LEVELS) console[level] = (...args) => write(level, formatArgs(args))
console.assert = (value, ...message) => {
  if (value) return
  process.exitCode = 1
  write('error', assertionLine(message))
}
for (const event of ['uncaughtException', 'unhandledRejection'])
  process.on(event, (error) => {
    write('error', uncaughtLine(error))
    process.exit(1)
  })
`
}

/** The capture preload written into a run folder, and the key of a run's lines. */
interface Capture {
  preload: string
  /** Node's console lines of runs that ended well. */
  store: FileCache
  key(files: PageRunFiles, run: string): string
}

/**
 * A run's lines depend on its page's files, the preload and the formatter it loads, Node's
 * version and the installed packages (the lockfile): the key hashes them all.
 */
function prepareCapture(tmp: string, projectRoot: string, cacheDir = path.join(BUILD_CACHE_DIR, 'node-runs')): Capture {
  const format = path.join(tmp, 'format.cjs')
  buildSync({
    entryPoints: [path.join(projectRoot, 'src', 'run', 'format.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: format,
    logLevel: 'silent',
  })
  const preload = path.join(tmp, 'capture-preload.js')
  const preloadText = capturePreload('./format.cjs')
  fs.writeFileSync(preload, preloadText)
  const lockfile = path.join(projectRoot, 'package-lock.json')
  const base = createHash('sha256')
    .update(process.version)
    .update(preloadText)
    .update(fs.readFileSync(format))
    .update(fs.existsSync(lockfile) ? fs.readFileSync(lockfile) : '')
    .digest('hex')
  // The store names each file by the key's hash.
  const key = (files: PageRunFiles, run: string) => `${base}:${JSON.stringify([files.files, run])}`
  return { preload, store: jsonFileCache(cacheDir), key }
}

function writeRunFiles(page: PageRunFiles, dir: string): void {
  for (const [name, text] of Object.entries(page.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
}

const linesOf = (stdout: string): RunLine[] =>
  stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RunLine)

function runCaptured(capture: Capture, dir: string, run: string, timeoutMs: number): Promise<ProcessResult> {
  // Node's own warnings (node:test's mock timers are experimental) are not the sample's output.
  return runNode(['--disable-warning=ExperimentalWarning', '-r', capture.preload, path.join(dir, run)], dir, timeoutMs)
}

/**
 * Each run's console lines (key `route:file`), for the browser test to compare with what the Run
 * button shows (e2e/run.spec.ts): kept from the sample check's runs of the same files (runProjects)
 * where there are any, run in Node here otherwise.
 */
export async function captureRuns(pages: readonly PageRunFiles[], projectRoot: string, cacheDir?: string): Promise<Map<string, RunLine[]>> {
  return withRunDir(projectRoot, async (tmp) => {
    const capture = prepareCapture(tmp, projectRoot, cacheDir)
    const found = new Map<string, RunLine[]>()
    const jobs: Array<{ page: PageRunFiles; file: string; dir: string }> = []
    for (const page of pages) {
      const dir = path.join(tmp, 'pages', ...page.route.split('/'))
      for (const file of page.runs) {
        const kept = (await capture.store.get(capture.key(page, file))) as RunLine[] | undefined
        if (kept) found.set(`${page.route}:${file}`, kept)
        else jobs.push({ page, file, dir })
      }
      if (jobs.some((job) => job.page === page)) writeRunFiles(page, dir)
    }
    const results = await pool(jobs, RUNS_AT_ONCE, (job) => runCaptured(capture, job.dir, job.file, RUN_TIMEOUT_MS))
    // A capture that did not end well would compare the browser with a partial or failed run.
    const failed = jobs.flatMap((job, i) =>
      results[i].timedOut || results[i].code !== 0
        ? [
            `${job.page.route}:${job.file}: ${results[i].timedOut ? 'timed out' : `exit code ${results[i].code}`}\n${`${results[i].stdout}${results[i].stderr}`.trim()}`,
          ]
        : [],
    )
    if (failed.length > 0) throw new Error(`The Node runs to compare with did not all finish:\n${failed.join('\n')}`)
    for (const [i, job] of jobs.entries()) {
      const lines = linesOf(results[i].stdout)
      found.set(`${job.page.route}:${job.file}`, lines)
      await capture.store.set(capture.key(job.page, job.file), lines)
    }
    return found
  })
}
