/**
 * Finds the Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 * When neither exists and we are root on a Debian-like system, installs Debian's `chromium`
 * package. Otherwise stops with a message saying what to install.
 */
import { execFileSync } from 'child_process'
import { existsSync } from 'fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/** The flags every headless Chromium of the project starts with (the browser tests and the benchmark). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined
  return CANDIDATES.find((file) => existsSync(file))
}

export function ensureChromium(): string {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`)
  }
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is not installed: installing Debian\'s "chromium" package (apt-get)…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = findChromium()
    if (installed) return installed
  }
  throw new Error(
    'The browser tests need Chromium and none was found. Install it (Debian: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  )
}

if (require.main === module) {
  try {
    console.log(ensureChromium())
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
