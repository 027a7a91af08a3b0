/**
 * `npm test`: every test of the project, in order: the type check, ESLint, Prettier's check, jest (pure modules, code samples, export
 * coverage), Gatsby's own commands (develop/: `gatsby develop` picking up edits, `gatsby build` with a bad environment), the production build (which fails on broken links), the post-build jest tests
 * (deploy/nginx.conf in real nginx, the Nu HTML checker, the MDN HTTP Observatory, postbuild/),
 * then Playwright in Chromium against that build. Ends with one line `N passed, N failed, N skipped` summed over the runners
 * (read from their JSON reports) and exits non-zero on any failure.
 */
import { spawnSync } from 'child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'fs'
import { ensureChromium } from './chromium'
import { BUILDS } from './variants'

interface Counts {
  passed: number
  failed: number
  skipped: number
}

const REPORTS = 'reports'
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const lines: string[] = []
/** Terminal colour codes, which test runners put in error messages (ESC [ … m). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
/** Tests that failed, or passed only on a retry, by name: printed just before the summary line. */
const named: string[] = []

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`◀ ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})`)
  return result.status === 0
}

function add(runner: string, counts: Counts): void {
  totals.passed += counts.passed
  totals.failed += counts.failed
  totals.skipped += counts.skipped
  lines.push(`${runner}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}

function jest(name = 'jest', label = 'unit tests (jest)', config: string[] = []): void {
  const file = `${REPORTS}/${name}.json`
  // Through the package script, which starts Node with the flag jest's ES-module tests need.
  const ok = run(label, 'npm', ['run', '--silent', 'test:unit', '--', ...config, '--ci', '--json', `--outputFile=${file}`])
  const report = readJson<{
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    numRuntimeErrorTestSuites: number
    testResults: Array<{ name: string; status: string; message: string; assertionResults: Array<{ fullName: string; status: string }> }>
  }>(file)
  if (!report) return add(name, { passed: 0, failed: 1, skipped: 0 })
  for (const suite of report.testResults) {
    const failedTests = suite.assertionResults.filter((t) => t.status === 'failed')
    failedTests.forEach((t) => named.push(`FAILED (${name}) ${suite.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`))
    if (suite.status === 'failed' && failedTests.length === 0)
      named.push(
        `FAILED (${name}) ${suite.name.replace(`${process.cwd()}/`, '')}: ${suite.message.split('\n').find((l) => l.trim()) ?? 'suite failed to run'}`,
      )
  }
  const suiteErrors = report.numRuntimeErrorTestSuites
  add(name, {
    passed: report.numPassedTests,
    failed: report.numFailedTests + suiteErrors + (ok || report.numFailedTests + suiteErrors > 0 ? 0 : 1),
    skipped: report.numPendingTests + report.numTodoTests,
  })
}

function typecheck(): void {
  const ok = run('type check (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', '.'])
  add('typecheck', { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })
}

function lint(): void {
  const ok = run('lint (eslint)', 'npx', ['eslint', '.'])
  add('lint', { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })
  if (!ok) named.push('FAILED (lint) eslint reported problems: run `npm run lint` to see them')
  const formatted = run('format check (prettier --check)', 'npx', ['prettier', '--check', '.'])
  add('format', { passed: formatted ? 1 : 0, failed: formatted ? 0 : 1, skipped: 0 })
  if (!formatted) named.push("FAILED (format) files differ from prettier's formatting: run `npm run format` to rewrite them")
}

/** Builds every variant (the main one last, into public/); each build checks its links. */
function build(): boolean {
  let allOk = true
  for (const variant of BUILDS) {
    const ok = run(
      `production build "${variant.name}" (gatsby build, link check included)`,
      'npx',
      ['gatsby', 'build', '--prefix-paths'],
      variant.env,
    )
    add(`build ${variant.name}`, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })
    allOk &&= ok
    if (ok && variant.dir !== 'public') {
      rmSync(variant.dir, { recursive: true, force: true })
      renameSync('public', variant.dir)
    }
  }
  return allOk
}

interface PlaywrightSuite {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: Array<{
    title: string
    file: string
    line: number
    tests: Array<{ status: string; results: Array<{ error?: { message?: string } }> }>
  }>
}

interface PlaywrightStats {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number }
  suites?: PlaywrightSuite[]
  errors?: Array<{ message?: string }>
}

/** Names the tests of a Playwright JSON report that failed or were flaky, with the first line of the error. */
function namePlaywrightProblems(suites: PlaywrightSuite[] = [], titles: string[] | null = null): void {
  for (const suite of suites) {
    // The top-level suites are the spec files (named by spec.file below); nested ones are describe blocks.
    const path = titles === null ? [] : [...titles, suite.title]
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const error = test.results.map((r) => r.error?.message).find(Boolean)
        const firstLine = error?.split('\n').find((l) => l.trim()) ?? ''
        named.push(
          `${test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED'} (playwright) ${spec.file}:${spec.line} › ${[...path, spec.title].filter(Boolean).join(' › ')}: ${firstLine.slice(0, 300)}`,
        )
      }
    }
    namePlaywrightProblems(suite.suites, path)
  }
}

function playwright(): void {
  let chromium: string
  try {
    chromium = ensureChromium()
  } catch (error) {
    console.error(`\n${(error as Error).message}`)
    return add('playwright', { passed: 0, failed: 1, skipped: 0 })
  }
  const file = `${REPORTS}/playwright.json`
  const ok = run('browser tests (playwright + chromium)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium })
  const report = readJson<PlaywrightStats>(file)
  if (!report) return add('playwright', { passed: 0, failed: 1, skipped: 0 })
  namePlaywrightProblems(report.suites)
  report.errors?.forEach((e) => named.push(`ERROR (playwright) ${(e.message ?? '').split('\n')[0]}`))
  const { expected, unexpected, skipped, flaky } = report.stats
  const extra = !ok && unexpected === 0 ? 1 : 0
  add('playwright', { passed: expected + flaky, failed: unexpected + extra, skipped })
}

rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })
typecheck()
lint()
jest()
jest('develop', 'Gatsby commands: develop reloads, build with a bad environment (jest)', ['-c', 'jest.develop.config.js'])
if (build()) {
  jest('postbuild', 'post-build tests (nginx, Nu HTML checker, MDN Observatory)', ['-c', 'jest.postbuild.config.js'])
  playwright()
} else lines.push('post-build tests and playwright: not run, the build failed')

// Error messages carry terminal colour codes; the names are printed plain.
if (named.length) console.log(`\n${named.map((line) => line.replace(ANSI_COLOUR, '')).join('\n')}`)
console.log(`\n${lines.join('\n')}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
