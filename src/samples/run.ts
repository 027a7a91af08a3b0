/**
 * Executes the `run` blocks: each page's files are transpiled to CommonJS into a temporary
 * directory (with a node_modules link to the project's), and each run block is started as
 * `node -r <assert preload> block.js` with a time limit (and again with source maps when it
 * fails, for a stack trace in the sample's lines).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import type { SampleFailure } from './failure'
import type { PageProject, SampleFile } from './project'

export const RUN_TIMEOUT_MS = 10_000

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

/** The .js name a sample file is written under (`app/store.ts` → `app/store.js`). */
export function outputName(name: string): string {
  return name.replace(/\.(?:tsx?|jsx|mts|cts)$/, '.js')
}

/**
 * Transpiles one sample to CommonJS with an inline source map. A file with top-level await
 * is wrapped in an async function (on the first line, so the source map still fits).
 */
export function transpileForNode(code: string, fileName: string): string {
  const { outputText } = ts.transpileModule(code, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
      moduleDetection: ts.ModuleDetectionKind.Force,
      inlineSourceMap: true,
      inlineSources: true,
      allowJs: true,
    },
  })
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true)
  if (!hasTopLevelAwait(sourceFile)) return outputText
  const lines = outputText.split('\n')
  const mapIndex = lines.findIndex((line) => line.startsWith('//# sourceMappingURL='))
  const end = mapIndex === -1 ? lines.length : mapIndex
  lines[0] = `${lines[0]}(async () => {`
  lines.splice(end, 0, '})().catch((error) => { console.error(error); process.exitCode = 1 })')
  return lines.join('\n')
}

interface RunJob {
  project: PageProject
  file: SampleFile
  dir: string
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
      env: { ...process.env, NODE_ENV: 'development', NODE_OPTIONS: '' },
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
 * Runs a block; when it fails, runs it again with --enable-source-maps so the stack trace
 * points at the sample's lines (source maps make every start slower, since Node then also
 * reads the maps of the packages it loads). A failure that does not repeat is reported as
 * it was, marked as flaky.
 */
async function runJob(job: RunJob, preload: string, timeoutMs: number): Promise<ProcessResult> {
  const file = path.join(job.dir, outputName(job.file.name))
  const first = await runNode(['-r', preload, file], job.dir, timeoutMs)
  if (first.code === 0 || first.timedOut) return first
  const mapped = await runNode(['--enable-source-maps', '-r', preload, file], job.dir, timeoutMs)
  if (mapped.code !== 0) return mapped
  return { ...first, stderr: `${first.stderr}\n(flaky: the block passed when it was run a second time)` }
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
  timeoutMs?: number
  concurrency?: number
}

export interface RunResult {
  failures: SampleFailure[]
  /** Number of run blocks executed. */
  ran: number
}

/** Runs every `run` block of the projects. */
export async function runProjects(projects: readonly PageProject[], options: RunOptions): Promise<RunResult> {
  const withRuns = projects.filter((p) => p.runs.length > 0)
  if (withRuns.length === 0) return { failures: [], ran: 0 }
  const timeoutMs = options.timeoutMs ?? RUN_TIMEOUT_MS
  const concurrency = options.concurrency ?? Math.max(1, Math.min(4, os.availableParallelism()))
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rtk-samples-'))
  const modulesLink = path.join(tmp, 'node_modules')
  try {
    fs.symlinkSync(path.join(options.projectRoot, 'node_modules'), modulesLink, 'junction')
    const preload = path.join(tmp, 'assert-preload.js')
    fs.writeFileSync(preload, ASSERT_PRELOAD)
    const jobs: RunJob[] = []
    for (const project of withRuns) {
      const dir = path.join(tmp, 'pages', ...project.page.route.split('/'))
      writeProject(project, dir)
      for (const file of project.runs) jobs.push({ project, file, dir })
    }
    const results = await pool(jobs, concurrency, (job) => runJob(job, preload, timeoutMs))
    const failures = jobs.flatMap((job, i) => failureOf(job, results[i], timeoutMs) ?? [])
    return { failures, ran: jobs.length }
  } finally {
    // Remove the link itself first, so nothing below it is ever touched.
    if (fs.lstatSync(modulesLink, { throwIfNoEntry: false })) fs.unlinkSync(modulesLink)
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
