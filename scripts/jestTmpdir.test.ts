import { tmpdir } from 'os'
import path from 'path'

test("a test's temporary files go to the run's own folder, which the run removes at its end (scripts/jestTmpdir.mjs)", () => {
  expect(path.basename(tmpdir())).toMatch(/^rtk-docs-tests-/)
})
