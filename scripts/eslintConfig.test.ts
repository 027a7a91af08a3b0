/**
 * The lint configuration really catches what `npm test` relies on it for: an import cycle
 * between two TypeScript modules (the fixture is ignored by the project's own lint run), and a
 * spec constant spelt out in browser code. ESLint runs as the CLI does, in a child process (it
 * loads eslint.config.mjs as an ES module).
 */
import { spawnSync } from 'child_process'
import path from 'path'

it('reports an import cycle between two modules', () => {
  const root = path.join(import.meta.dirname, '..')
  const run = spawnSync(
    'npx',
    ['eslint', '--no-ignore', '--format', 'json', 'scripts/fixtures/import-cycle/a.ts', 'scripts/fixtures/import-cycle/b.ts'],
    { cwd: root, encoding: 'utf8' },
  )
  const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string | null }> }>
  const rules = results.flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)} ${m.ruleId}`))
  expect(rules.sort()).toEqual(['a.ts import-x/no-cycle', 'b.ts import-x/no-cycle'])
}, 60_000)

it("reports a spec constant's value written in browser code, and not the same value in a test", () => {
  const root = path.join(import.meta.dirname, '..')
  const lint = (file: string, code: string) => {
    const run = spawnSync('npx', ['eslint', '--format', 'json', '--stdin', '--stdin-filename', file], {
      cwd: root,
      encoding: 'utf8',
      input: code,
    })
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>
    return result.messages.map((m) => `${m.ruleId}: ${m.message}`)
  }
  expect(lint('src/loading/delay.ts', 'export const wait = () => setTimeout(() => {}, 1000)\nexport const limit = 10_000\n')).toEqual([
    "no-restricted-syntax: 1000 is one of the spec's runtime constants: import it from src/config/constants.ts",
    "no-restricted-syntax: 10000 is one of the spec's runtime constants: import it from src/config/constants.ts",
  ])
  expect(lint('src/loading/delay.test.ts', 'export const wait = 1000\n')).toEqual([])
}, 60_000)
