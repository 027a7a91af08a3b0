import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs'
import { tmpdir } from 'os'
import path from 'path'
import { needsInstall } from './tools'

describe('needsInstall (a tool under tools/ is installed again when its install is missing, unfinished or stale)', () => {
  let dir: string
  // A lockfile as npm writes it: the root package under '', then what it installs.
  const lockfile = {
    name: 'tool',
    lockfileVersion: 3,
    packages: { '': { name: 'tool', dependencies: { a: '1.0.0' } }, 'node_modules/a': { version: '1.0.0', integrity: 'sha512-x' } },
  }
  // What npm ci leaves in node_modules/.package-lock.json when it has installed that lockfile: the same packages but the root.
  const finished = {
    name: 'tool',
    lockfileVersion: 3,
    requires: true,
    packages: { 'node_modules/a': { version: '1.0.0', integrity: 'sha512-x' } },
  }

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tool-'))
    writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lockfile))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const installed = (record: object) => {
    mkdirSync(path.join(dir, 'node_modules'), { recursive: true })
    writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), JSON.stringify(record))
  }

  test("never installed, or node_modules left without npm's record (an install cut short)", () => {
    expect(needsInstall(dir)).toBe(true)
    mkdirSync(path.join(dir, 'node_modules', 'a'), { recursive: true })
    expect(needsInstall(dir)).toBe(true)
  })

  test('installed from this lockfile, then the lockfile changed', () => {
    installed(finished)
    expect(needsInstall(dir)).toBe(false)
    writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({ ...lockfile, packages: { ...lockfile.packages, 'node_modules/a': { version: '1.0.1', integrity: 'sha512-y' } } }),
    )
    expect(needsInstall(dir)).toBe(true)
  })
})
