/**
 * jest's globalSetup and globalTeardown (jest.config.js): each test run gets a temporary folder of
 * its own, as TMPDIR (which `os.tmpdir()` reads, in the workers and the processes tests start), and
 * removes it when the run ends, so the scratch folders tests make never pile up in the system's.
 */
import { mkdtempSync, rmSync } from 'fs'
import os from 'os'
import path from 'path'

export default async function testRunTmpdir() {
  if (globalThis.testRunTmpdir) {
    rmSync(globalThis.testRunTmpdir, { recursive: true, force: true })
    return
  }
  globalThis.testRunTmpdir = mkdtempSync(path.join(os.tmpdir(), 'rtk-docs-tests-'))
  process.env.TMPDIR = globalThis.testRunTmpdir
}
