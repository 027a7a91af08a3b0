/**
 * The lint configuration really catches what `npm test` relies on it for: an import cycle
 * between two TypeScript modules (the fixture is ignored by the project's own lint run). ESLint
 * runs as the CLI does, in a child process (it loads eslint.config.mjs as an ES module).
 */
import { spawnSync } from 'child_process'
import path from 'path'

it('reports an import cycle between two modules', () => {
  const root = path.join(__dirname, '..')
  const run = spawnSync(
    'npx',
    ['eslint', '--no-ignore', '--format', 'json', 'scripts/fixtures/import-cycle/a.ts', 'scripts/fixtures/import-cycle/b.ts'],
    { cwd: root, encoding: 'utf8' },
  )
  const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string | null }> }>
  const rules = results.flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)} ${m.ruleId}`))
  expect(rules.sort()).toEqual(['a.ts import-x/no-cycle', 'b.ts import-x/no-cycle'])
}, 60_000)
