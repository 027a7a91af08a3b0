/**
 * The lint configuration really catches what `npm test` relies on it for: an import cycle
 * between two TypeScript modules (the fixture is ignored by the project's own lint run), an import
 * against the folder order of docs/architecture.md, and a spec constant spelt out in browser code. ESLint runs as the CLI does, in a child process (it
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

/** ESLint's messages for `code` as if it were the file `file` of the project. */
function lint(file: string, code: string): string[] {
  const run = spawnSync('npx', ['eslint', '--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: path.join(import.meta.dirname, '..'),
    encoding: 'utf8',
    input: code,
  })
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

it('reports an import of a folder listed after the importing one in docs/architecture.md, type-only and dynamic ones too', () => {
  const against = [
    'import-x/no-restricted-paths: Unexpected path "../build/nodes" imported in restricted zone. src/colorMode/ may import only the folders listed before it in docs/architecture.md (move the shared code up, or pass it in from the caller)',
  ]
  expect(lint('src/colorMode/probe.ts', "import { a } from '../build/nodes'\nexport const b = a\n")).toEqual(against)
  expect(lint('src/colorMode/probe.ts', "import type { A } from '../build/nodes'\nexport type B = A\n")).toEqual(against)
  expect(lint('src/colorMode/probe.ts', "export const load = () => import('../build/nodes')\n")).toEqual(against)
  // A folder listed before it, and a test, which nothing imports, may.
  expect(
    lint('src/colorMode/probe.ts', "import { LAZY_LOAD_DELAY_MS } from '../config/constants'\nexport const c = LAZY_LOAD_DELAY_MS\n"),
  ).toEqual([])
  expect(lint('src/colorMode/probe.test.ts', "import { a } from '../build/nodes'\nexport const b = a\n")).toEqual([])
}, 60_000)

it("reports a spec constant's value written in browser code, and not the same value in a test", () => {
  expect(lint('src/loading/delay.ts', 'export const wait = () => setTimeout(() => {}, 1000)\nexport const limit = 10_000\n')).toEqual([
    "no-restricted-syntax: 1000 is one of the spec's runtime constants: import it from src/config/constants.ts",
    "no-restricted-syntax: 10000 is one of the spec's runtime constants: import it from src/config/constants.ts",
  ])
  expect(lint('src/loading/delay.test.ts', 'export const wait = 1000\n')).toEqual([])
}, 60_000)
