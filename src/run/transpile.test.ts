import { toCommonJs } from './transpile'

/** Runs compiled CommonJS with the given modules; returns its exports. */
function evaluate(code: string, modules: Record<string, unknown> = {}): Record<string, unknown> {
  const exports: Record<string, unknown> = {}
  new Function('exports', 'require', code)(exports, (spec: string) => modules[spec])
  return exports
}

describe("the reader's edits, compiled in the run frame", () => {
  it('drops the types without checking them, and keeps what TypeScript turns into code', () => {
    const code = toCommonJs(
      [
        "import type { Draft } from 'immer'",
        'enum Level { Low, High }',
        "const wrong: number = 'text' as unknown as number",
        'export const level: Level = Level.High',
        'export const value = <string>(wrong as unknown)',
      ].join('\n'),
      'ts',
    )
    expect(code).not.toContain('immer')
    expect(evaluate(code)).toEqual({ level: 1, value: 'text' })
  })

  it("turns JSX into calls of React's automatic runtime only in tsx and jsx", () => {
    const jsx = (type: string, props: object) => ({ type, props })
    const modules = { 'react/jsx-runtime': { jsx, jsxs: jsx } }
    expect(evaluate(toCommonJs('export const el = <b title="x">hi</b>', 'tsx'), modules).el).toEqual({
      type: 'b',
      props: { title: 'x', children: 'hi' },
    })
    expect(evaluate(toCommonJs('export const el = <i />', 'jsx'), modules).el).toEqual({ type: 'i', props: {} })
    expect(() => toCommonJs('export const el = <i />', 'ts')).toThrow(SyntaxError)
  })

  it('rewrites imports as requires, which the worker serves', () => {
    const exports = evaluate(toCommonJs("import { a } from './a'\nimport b from 'b'\nexport const sum = a + b", 'js'), {
      './a': { a: 1 },
      b: { __esModule: true, default: 2 },
    })
    expect(exports.sum).toBe(3)
  })

  it('keeps a destructured export apart from a line before it that has no semicolon', () => {
    const code = ["import { make } from 'm'", 'const made = make()', 'export const { a } = made', 'made.a', 'export let [b, c] = made.b']
    const compiled = toCommonJs(code.join('\n'), 'ts')
    expect(compiled.split('\n')).toHaveLength(code.length)
    expect(evaluate(compiled, { m: { make: () => ({ a: 1, b: [2, 3] }) } })).toEqual({ a: 1, b: 2, c: 3 })
  })

  it('throws a SyntaxError with the line and column on code that does not parse', () => {
    const compile = () => toCommonJs('const ok = 1\nconst total: number = ;', 'ts')
    expect(compile).toThrow(SyntaxError)
    expect(compile).toThrow('Unexpected token (2:23)')
  })
})
