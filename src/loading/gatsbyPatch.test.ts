/**
 * The one patch of Gatsby's runtime (patches/gatsby+<version>.patch, applied by the postinstall
 * script on every `npm ci`) is really in the installed Gatsby, matches its version, and still
 * announces the events the site listens to (gatsbyEvents.ts). On a Gatsby upgrade this fails
 * first: patch-package refuses a patch made for another version, and this test names what moved.
 */
import { readdirSync, readFileSync } from 'fs'
import { createRequire } from 'module'
import { dirname, join } from 'path'
import { PROGRESS_BAR_DELAY_MS } from '../config/constants'
import { GATSBY_EVENTS } from './gatsbyEvents'

const root = join(import.meta.dirname, '..', '..')
const patches = readdirSync(join(root, 'patches')).filter((name) => name.endsWith('.patch'))
const gatsbyDir = dirname(createRequire(import.meta.url).resolve('gatsby/package.json', { paths: [root] }))
const installed = (JSON.parse(readFileSync(join(gatsbyDir, 'package.json'), 'utf8')) as { version: string }).version

/** For each file the patch changes: the lines it adds. */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>()
  let current: string[] | null = null
  for (const line of patch.split('\n')) {
    const header = /^\+\+\+ b\/node_modules\/gatsby\/(.+)$/.exec(line)
    if (header) files.set(header[1], (current = []))
    else if (current && line.startsWith('+') && !line.startsWith('+++')) current.push(line.slice(1))
  }
  return files
}

describe('the patch of Gatsby’s runtime', () => {
  it('is the only patch, and made for the installed Gatsby', () => {
    expect(patches).toEqual([`gatsby+${installed}.patch`])
  })

  const patch = readFileSync(join(root, 'patches', patches[0] ?? 'missing.patch'), 'utf8')
  const files = addedLines(patch)

  it('is applied: every line it adds is in the installed files', () => {
    expect([...files.keys()].sort()).toEqual(['cache-dir/loader.js', 'cache-dir/navigation.js'])
    for (const [file, lines] of files) {
      const source = readFileSync(join(gatsbyDir, file), 'utf8').split('\n')
      const missing = lines.filter((line) => line.trim() && !source.includes(line))
      expect({ file, missing }).toEqual({ file, missing: [] })
    }
  })

  it('announces every event the site listens to', () => {
    const added = [...files.values()].flat().join('\n')
    for (const type of Object.values(GATSBY_EVENTS)) expect(added).toContain(`\`${type}\``)
  })

  it("keeps Gatsby's onRouteUpdateDelayed delay equal to the spec's progress-bar delay", () => {
    const navigation = readFileSync(join(gatsbyDir, 'cache-dir/navigation.js'), 'utf8')
    const delay = /apiRunner\(`onRouteUpdateDelayed`[\s\S]*?\}, (\d+)\)/.exec(navigation)?.[1]
    expect(Number(delay)).toBe(PROGRESS_BAR_DELAY_MS)
  })
})
