/**
 * `npm test`: every test of the project: the type check, ESLint and Prettier's check side by side, jest (pure modules, code samples, export
 * coverage), Gatsby's own commands (develop/: `gatsby develop` picking up edits, `gatsby build` with a bad environment; beside the last of the production builds, which fail on broken links), the post-build jest tests
 * (deploy/nginx.conf in real nginx, the Nu HTML checker, the MDN HTTP Observatory, postbuild/),
 * then Playwright in Chromium against that build. Ends with one line `N passed, N failed, N skipped` summed over the runners
 * (read from their JSON reports) and exits non-zero on any failure.
 */
import { spawn } from 'child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync } from 'fs'
import { ensureChromium } from './chromium'
import { BUILDS, type BuildVariant } from './variants'

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

/**
 * Runs one step. In the foreground its output goes straight to the terminal; a step started in the
 * background (`quiet`) writes to reports/<log>.log, printed whole when it ends, so steps that run
 * side by side never mix their lines.
 */
async function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, quiet?: string): Promise<boolean> {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}${quiet ? ' (beside the next steps)' : ''}`)
  const started = Date.now()
  const log = quiet ? `${REPORTS}/${quiet}.log` : undefined
  const fd = log ? openSync(log, 'w') : undefined
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(command, args, { stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd], env: { ...process.env, ...env } })
    child.on('error', () => resolve(null))
    child.on('close', (code) => resolve(code))
  })
  if (fd !== undefined) closeSync(fd)
  if (log) console.log(`\n▼ output of ${label}\n${readFileSync(log, 'utf8')}`)
  console.log(`◀ ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${status})`)
  return status === 0
}

function add(runner: string, counts: Counts): void {
  totals.passed += counts.passed
  totals.failed += counts.failed
  totals.skipped += counts.skipped
  lines.push(`${runner}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
}

/** A step that passes or fails as a whole (the static checks, a build): one test in the summary. */
const addStep = (runner: string, ok: boolean) => add(runner, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}

async function jest(name = 'jest', label = 'unit tests (jest)', config: string[] = [], quiet = false): Promise<void> {
  const file = `${REPORTS}/${name}.json`
  // Through the package script, which starts Node with the flag jest's ES-module tests need.
  const ok = await run(
    label,
    'npm',
    ['run', '--silent', 'test:unit', '--', ...config, '--ci', '--json', `--outputFile=${file}`],
    {},
    quiet ? name : undefined,
  )
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

/** The type check, ESLint and Prettier's check, side by side (each is mostly one thread). */
async function staticChecks(): Promise<void> {
  const [typed, linted, formatted] = await Promise.all([
    run('type check (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', '.'], {}, 'typecheck'),
    run('lint (eslint)', 'npx', ['eslint', '.'], {}, 'lint'),
    run('format check (prettier --check)', 'npx', ['prettier', '--check', '.'], {}, 'format'),
  ])
  addStep('typecheck', typed)
  addStep('lint', linted)
  if (!linted) named.push('FAILED (lint) eslint reported problems: run `npm run lint` to see them')
  addStep('format', formatted)
  if (!formatted) named.push("FAILED (format) files differ from prettier's formatting: run `npm run format` to rewrite them")
}

/** One production build; a variant's output is moved to its own folder. Each build checks its links. */
async function build(variant: BuildVariant): Promise<boolean> {
  const ok = await run(
    `production build "${variant.name}" (gatsby build, link check included)`,
    'npx',
    ['gatsby', 'build', '--prefix-paths'],
    variant.env,
  )
  addStep(`build ${variant.name}`, ok)
  if (ok && variant.dir !== 'public') {
    rmSync(variant.dir, { recursive: true, force: true })
    renameSync('public', variant.dir)
  }
  return ok
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

async function playwright(): Promise<void> {
  let chromium: string
  try {
    chromium = ensureChromium()
  } catch (error) {
    console.error(`\n${(error as Error).message}`)
    return add('playwright', { passed: 0, failed: 1, skipped: 0 })
  }
  const file = `${REPORTS}/playwright.json`
  const ok = await run('browser tests (playwright + chromium)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium })
  const report = readJson<PlaywrightStats>(file)
  if (!report) return add('playwright', { passed: 0, failed: 1, skipped: 0 })
  namePlaywrightProblems(report.suites)
  report.errors?.forEach((e) => named.push(`ERROR (playwright) ${(e.message ?? '').split('\n')[0]}`))
  const { expected, unexpected, skipped, flaky } = report.stats
  const extra = !ok && unexpected === 0 ? 1 : 0
  add('playwright', { passed: expected + flaky, failed: unexpected + extra, skipped })
}

async function main(): Promise<void> {
  rmSync(REPORTS, { recursive: true, force: true })
  mkdirSync(REPORTS, { recursive: true })
  await staticChecks()
  await jest()
  // The builds in BUILDS' order, the main one last (into public/). Gatsby's own commands run on a
  // copy of the site (develop/) beside the last build: each of the two leaves part of this 2-core
  // machine idle, and by then the first build has filled the caches they share
  // (node_modules/.cache/rtk-docs, whose files are written whole and then moved in place).
  let built = true
  let gatsbyCommands: Promise<void> | undefined
  for (const [i, variant] of BUILDS.entries()) {
    if (i === BUILDS.length - 1)
      gatsbyCommands = jest(
        'develop',
        'Gatsby commands: develop reloads, build with a bad environment (jest)',
        ['-c', 'jest.develop.config.js'],
        true,
      )
    built = (await build(variant)) && built
  }
  await gatsbyCommands
  if (built) {
    await jest('postbuild', 'post-build tests (nginx, Nu HTML checker, MDN Observatory)', ['-c', 'jest.postbuild.config.js'])
    await playwright()
  } else lines.push('post-build tests and playwright: not run, the build failed')

  // Error messages carry terminal colour codes; the names are printed plain.
  if (named.length) console.log(`\n${named.map((line) => line.replace(ANSI_COLOUR, '')).join('\n')}`)
  console.log(`\n${lines.join('\n')}`)
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(totals.failed > 0 ? 1 : 0)
}

void main()
