/**
 * The lint configuration really catches what `npm test` relies on it for: an import cycle
 * between two TypeScript modules (the fixture is ignored by the project's own lint run), an import
 * against the folder order of docs/architecture.md, and a spec constant spelt out in browser code.
 * ESLint loads eslint.config.mjs as an ES module, so it runs in one child process, through its Node
 * API, for every case at once (one process per case cost about 3 s each).
 */
import { spawnSync } from 'child_process'
import path from 'path'

const ROOT = path.join(import.meta.dirname, '..')
const CYCLE = ['scripts/fixtures/import-cycle/a.ts', 'scripts/fixtures/import-cycle/b.ts']

/** Each source as if it were the given file of the project. */
const CASES: Record<string, { file: string; code: string }> = {
  valueImport: { file: 'src/colorMode/probe.ts', code: "import { a } from '../build/nodes'\nexport const b = a\n" },
  typeImport: { file: 'src/colorMode/probe.ts', code: "import type { A } from '../build/nodes'\nexport type B = A\n" },
  dynamicImport: { file: 'src/colorMode/probe.ts', code: "export const load = () => import('../build/nodes')\n" },
  earlierFolder: {
    file: 'src/colorMode/probe.ts',
    code: "import { LAZY_LOAD_DELAY_MS } from '../config/constants'\nexport const c = LAZY_LOAD_DELAY_MS\n",
  },
  testImport: { file: 'src/colorMode/probe.test.ts', code: "import { a } from '../build/nodes'\nexport const b = a\n" },
  constants: { file: 'src/loading/delay.ts', code: 'export const wait = () => setTimeout(() => {}, 1000)\nexport const limit = 10_000\n' },
  constantInTest: { file: 'src/loading/delay.test.ts', code: 'export const wait = 1000\n' },
}

/** `ruleId: message` of every case, and `file ruleId` of the cycle fixture (linted with ignores off). */
function lintAll(): { cases: Record<string, string[]>; cycle: string[] } {
  const script = `
    import { ESLint } from 'eslint'
    import path from 'node:path'
    const { cases, cycle } = JSON.parse(process.argv[1])
    const eslint = new ESLint()
    const out = { cases: {}, cycle: [] }
    for (const [name, { file, code }] of Object.entries(cases)) {
      const [result] = await eslint.lintText(code, { filePath: file })
      out.cases[name] = result.messages.map((m) => m.ruleId + ': ' + m.message)
    }
    for (const r of await new ESLint({ ignore: false }).lintFiles(cycle))
      out.cycle.push(...r.messages.map((m) => path.basename(r.filePath) + ' ' + m.ruleId))
    process.stdout.write(JSON.stringify(out))
  `
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify({ cases: CASES, cycle: CYCLE })], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`ESLint's child process failed:\n${run.stderr}`)
  return JSON.parse(run.stdout) as { cases: Record<string, string[]>; cycle: string[] }
}

let linted: ReturnType<typeof lintAll>
beforeAll(() => {
  linted = lintAll()
}, 60_000)

it('reports an import cycle between two modules', () => {
  expect(linted.cycle.sort()).toEqual(['a.ts import-x/no-cycle', 'b.ts import-x/no-cycle'])
})

it('reports an import of a folder listed after the importing one in docs/architecture.md, type-only and dynamic ones too', () => {
  const against = [
    'import-x/no-restricted-paths: Unexpected path "../build/nodes" imported in restricted zone. src/colorMode/ may import only the folders listed before it in docs/architecture.md (move the shared code up, or pass it in from the caller)',
  ]
  expect(linted.cases.valueImport).toEqual(against)
  expect(linted.cases.typeImport).toEqual(against)
  expect(linted.cases.dynamicImport).toEqual(against)
  // A folder listed before it, and a test, which nothing imports, may.
  expect(linted.cases.earlierFolder).toEqual([])
  expect(linted.cases.testImport).toEqual([])
})

it("reports a spec constant's value written in browser code, and not the same value in a test", () => {
  expect(linted.cases.constants).toEqual([
    "no-restricted-syntax: 1000 is one of the spec's runtime constants: import it from src/config/constants.ts",
    "no-restricted-syntax: 10000 is one of the spec's runtime constants: import it from src/config/constants.ts",
  ])
  expect(linted.cases.constantInTest).toEqual([])
})
