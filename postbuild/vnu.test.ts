/**
 * The W3C Nu HTML checker (npm vnu-jar) on every built page (public/_gatsby and
 * public/page-data hold fragments and data, not pages): no errors. It needs Java: found on
 * PATH or $JAVA, else Debian's default-jre-headless is installed when running as root.
 */
import { execFileSync, spawnSync } from 'child_process'
import { existsSync, readFileSync } from 'fs'
import { createRequire } from 'module'
import path from 'path'
import { builtPages } from '../src/build/headersFiles'

const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

function findJava(): string | undefined {
  const candidates = [process.env.JAVA, 'java'].filter(Boolean) as string[]
  return candidates.find((java) => spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0)
}

function ensureJava(): string {
  const found = findJava()
  if (found) return found
  if (typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Java is not installed: installing Debian\'s "default-jre-headless" package (apt-get)…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = findJava()
    if (installed) return installed
  }
  throw new Error(
    'The Nu HTML checker needs Java and none was found. Install it (Debian: `sudo apt-get install default-jre-headless`) or set JAVA to a java binary.',
  )
}

/**
 * Messages that are the checker's mistakes, not the page's. Its CSS validator predates CSS
 * Color 5 and rejects `color-mix(in srgb, …)` (valid CSS, used by DocSearch's button styles,
 * inlined in every page), and it predates CSS Sizing 4's `contain-intrinsic-size` (the size an
 * off-screen code block or section keeps, or its estimate, while `content-visibility: auto` skips it) and CSS
 * Overflow 4's `overflow-clip-margin` (how far a skipped section's paint may overflow), and the CSS Custom
 * Highlight API's `::highlight(name)` pseudo-element (the hover types' name under the keyboard,
 * src/typeInfo/typeInfo.css), which it cannot parse. Only those exact messages with that CSS in
 * their extract are dropped.
 */
const CHECKER_GAPS = [
  { message: /^CSS: “[a-z-]+”: “in” is not a “color” value\.$/, source: /color-mix\(in [a-z]+,[^;]*$/ },
  {
    message: /^CSS: “contain-intrinsic-size”: Property “contain-intrinsic-size” doesn't exist\.$/,
    source: /contain-intrinsic-size:auto (?:[0-9.]+rem|none|none auto calc\([-\w\s,.()*+]+\));?$/,
  },
  {
    message: /^CSS: “overflow-clip-margin”: Property “overflow-clip-margin” doesn't exist\.$/,
    source: /overflow-clip-margin:[0-9.]+rem;?$/,
  },
  // Reported inside the highlight rule or just after its block, where the parser resumes.
  { message: /^CSS: Parse Error\.$/, source: /::highlight\([a-z-]+\)\{[^{}]*(?:\}[^{}]*)?$/ },
]

/** The page source just before the reported position (the checker's own extract is too short to tell). */
function sourceBefore(m: VnuMessage): string {
  const file = decodeURIComponent(m.url.replace(/^file:/, ''))
  const line = readFileSync(file, 'utf8').split('\n')[(m.lastLine ?? 1) - 1] ?? ''
  return line.slice(Math.max(0, (m.lastColumn ?? 0) - 200), m.lastColumn)
}

interface VnuMessage {
  type: string
  url: string
  lastLine?: number
  lastColumn?: number
  message: string
  extract?: string
}

it('finds no errors in any built page', () => {
  const root = path.resolve('public')
  const pages = builtPages(root)
  expect(pages.length).toBeGreaterThan(40)
  const java = ensureJava()
  // Java's first JIT tier only: one short run does not pay back the top tier's compiles (same
  // report, 19 → 9 CPU-seconds here, docs/maintainers.md).
  const run = spawnSync(java, ['-Xss1m', '-XX:TieredStopAtLevel=1', '-jar', VNU, '--errors-only', '--format', 'json', ...pages], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
  const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }
  const errors = report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .filter((m) => !CHECKER_GAPS.some((gap) => gap.message.test(m.message) && gap.source.test(sourceBefore(m))))
    .map(
      (m) =>
        `${path.relative(root, decodeURIComponent(m.url.replace(/^file:/, '')))}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`,
    )
  expect(errors).toEqual([])
})
