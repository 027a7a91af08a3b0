import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs'
import { tmpdir } from 'os'
import path from 'path'
import { needsInstall } from './tools'

describe('needsInstall (a tool under tools/ is installed again when its install is missing, unfinished or stale)', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tool-'))
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const stamp = (text: string) => {
    mkdirSync(path.join(dir, 'node_modules'), { recursive: true })
    writeFileSync(path.join(dir, 'node_modules', '.installed-lockfile'), text)
  }
  // sha256 of the lockfile text above, computed with `printf '%s' '{"lockfileVersion":3}' | sha256sum`.
  const LOCKFILE_SHA256 = '2086223f909ecaf4b063cfc7e8187ab73e8e8a24ec7029d54e0403dee55a3265'

  test('never installed, or node_modules left without the stamp (an install cut short)', () => {
    expect(needsInstall(dir)).toBe(true)
    mkdirSync(path.join(dir, 'node_modules', 'lighthouse'), { recursive: true })
    expect(needsInstall(dir)).toBe(true)
  })

  test('installed from this lockfile, then the lockfile changed', () => {
    stamp(LOCKFILE_SHA256)
    expect(needsInstall(dir)).toBe(false)
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}')
    expect(needsInstall(dir)).toBe(true)
  })
})
