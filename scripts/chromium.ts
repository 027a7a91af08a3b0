/**
 * Finds the Chromium a script drives, from Debian's packages. The browser tests drive the headless
 * shell (package `chromium-headless-shell`: the same Chromium release and Blink, without the
 * browser's windowing layer, in which the tests take far less time: docs/maintainers.md); the benchmarks drive the browser a reader runs (package `chromium`).
 * $CHROMIUM_PATH overrides both. When the kind asked for is missing and we are root on a
 * Debian-like system, its package is installed; the tests fall back to the full browser when it
 * is there and the shell cannot be installed. Otherwise it stops with a message saying what to install.
 */
import { execFileSync } from 'child_process'
import { existsSync } from 'fs'

type Kind = 'tests' | 'bench'

const PACKAGES: Record<Kind, { name: string; files: string[] }> = {
  tests: { name: 'chromium-headless-shell', files: ['/usr/bin/chromium-headless-shell'] },
  bench: { name: 'chromium', files: ['/usr/bin/chromium', '/usr/bin/chromium-browser'] },
}

/** The flags every headless Chromium of the project starts with (the browser tests and the benchmarks). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * The browser tests' flags: V8 without its top tier (TurboFan). A test's page lives a second or
 * two, too short for TurboFan's compiles, which run on a thread of their own, to pay back on this
 * 2-core machine: layout, routes and a11y specs 132 → 108 s, the Run, search and runtime specs unchanged
 * (docs/maintainers.md). Not for the benchmarks, which measure the browser a reader runs.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--max-opt=2']

const installed = (kind: Kind, exists: (file: string) => boolean = existsSync) => PACKAGES[kind].files.find(exists)

/** What is already here for `kind`: $CHROMIUM_PATH, its package's binary, or (for the tests) the full browser. */
export function findChromium(
  kind: Kind = 'tests',
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined
  return installed(kind, exists) ?? (kind === 'tests' ? installed('bench', exists) : undefined)
}

export function ensureChromium(kind: Kind = 'tests'): string {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`)
  }
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  const own = installed(kind)
  if (own) return own
  const { name } = PACKAGES[kind]
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${name} is not installed: installing Debian's "${name}" package (apt-get)…`)
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    } catch (error) {
      console.error(`Installing ${name} failed: ${(error as Error).message}`)
    }
  }
  const found = findChromium(kind)
  if (found) return found
  throw new Error(
    `The ${kind === 'tests' ? 'browser tests' : 'benchmarks'} need Chromium and none was found. Install it ` +
      `(Debian: \`sudo apt-get install ${name}\`) or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
  )
}
