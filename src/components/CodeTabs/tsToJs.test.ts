import { blankLinesBetweenElements, stripTypes, tsToJs } from './tsToJs'
import ts from 'typescript'

const lines = (...text: string[]): string => text.join('\n')

describe('tsToJs', () => {
  it('removes type annotations, interfaces, type aliases and generic arguments', async () => {
    const js = await tsToJs(
      lines(
        "import { createSlice } from '@reduxjs/toolkit'",
        "import type { PayloadAction } from '@reduxjs/toolkit'",
        '',
        'interface CounterState {',
        '  value: number',
        '}',
        '',
        'type Step = number',
        '',
        'const initialState: CounterState = { value: 0 }',
        '',
        'export const counterSlice = createSlice({',
        "  name: 'counter',",
        '  initialState,',
        '  reducers: {',
        '    incrementedBy(state, action: PayloadAction<Step>) {',
        '      state.value += action.payload',
        '    },',
        '  },',
        '})',
        '',
        'export const selectValue = (state: { counter: CounterState }) => state.counter.value as number',
        'const ids = new Set<string>()',
        'const element = document.getElementById("root")!',
      ),
    )
    expect(js).toBe(
      lines(
        "import { createSlice } from '@reduxjs/toolkit'",
        '',
        'const initialState = { value: 0 }',
        '',
        'export const counterSlice = createSlice({',
        "  name: 'counter',",
        '  initialState,',
        '  reducers: {',
        '    incrementedBy(state, action) {',
        '      state.value += action.payload',
        '    },',
        '  },',
        '})',
        '',
        'export const selectValue = (state) => state.counter.value',
        'const ids = new Set()',
        "const element = document.getElementById('root')",
      ),
    )
  })

  it('keeps blank lines between statements, class members and object properties, and comments', async () => {
    const js = await tsToJs(
      lines(
        'const a = 1',
        '',
        '// explains b',
        'const b = 2',
        '',
        '',
        'class Counter {',
        '  count: number = 0',
        '',
        '  increment(): void {',
        '    this.count += 1',
        '',
        '    console.log(this.count)',
        '  }',
        '}',
        '',
        'const options = {',
        '  a,',
        '',
        '  b,',
        '}',
      ),
    )
    expect(js).toBe(
      lines(
        'const a = 1',
        '',
        '// explains b',
        'const b = 2',
        '',
        'class Counter {',
        '  count = 0',
        '',
        '  increment() {',
        '    this.count += 1',
        '',
        '    console.log(this.count)',
        '  }',
        '}',
        '',
        'const options = {',
        '  a,',
        '',
        '  b,',
        '}',
      ),
    )
  })

  it('does not touch blank lines inside template literals', async () => {
    const js = await tsToJs(lines('const query: string = `', '  first', '', '  second`'))
    expect(js).toBe(lines('const query = `', '  first', '', '  second`'))
  })

  it('keeps JSX as JSX in tsx samples, blank lines inside JSX included', async () => {
    const js = await tsToJs(
      lines(
        "import { useState } from 'react'",
        '',
        'export function Counter({ start }: { start: number }) {',
        '  const [count, setCount] = useState<number>(start)',
        '',
        '  return (',
        '    <div>',
        '      <button onClick={() => setCount((c) => c + 1)}>Add one</button>',
        '',
        '      <p>Clicked {count} times</p>',
        '    </div>',
        '  )',
        '}',
      ),
      'tsx',
    )
    expect(js).toBe(
      lines(
        "import { useState } from 'react'",
        '',
        'export function Counter({ start }) {',
        '  const [count, setCount] = useState(start)',
        '',
        '  return (',
        '    <div>',
        '      <button onClick={() => setCount((c) => c + 1)}>Add one</button>',
        '',
        '      <p>Clicked {count} times</p>',
        '    </div>',
        '  )',
        '}',
      ),
    )
  })

  it('drops `import type`, inline type specifiers, type-only exports and imports used only as types', async () => {
    const js = await tsToJs(
      lines(
        "import type { Store } from 'redux'",
        "import { type Action, configureStore, Reducer } from '@reduxjs/toolkit'",
        "export type { RootState } from './store'",
        'export interface Todo { id: string }',
        'const reducer: Reducer<number, Action> = (state = 0) => state',
        'export const store: Store = configureStore({ reducer })',
      ),
    )
    expect(js).toBe(
      lines(
        "import { configureStore } from '@reduxjs/toolkit'",
        'const reducer = (state = 0) => state',
        'export const store = configureStore({ reducer })',
      ),
    )
  })

  it('does not add `export {}` to a sample whose imports were all types, but keeps one the author wrote', async () => {
    expect(await tsToJs(lines("import type { Todo } from './todo'", 'const todos: Todo[] = []'))).toBe('const todos = []')
    expect(await tsToJs(lines('const todos: string[] = []', 'export {}'))).toBe(lines('const todos = []', 'export {}'))
  })

  it('formats the result like the TypeScript samples: no semicolons, single quotes, trailing commas', async () => {
    const js = await tsToJs('const user = {name: "Ada", roles: ["admin", "editor"], active: true, lastLogin: Date.now() as number};')
    expect(js).toBe(
      lines('const user = {', "  name: 'Ada',", "  roles: ['admin', 'editor'],", '  active: true,', '  lastLogin: Date.now(),', '}'),
    )
  })

  it('returns an empty string for a sample that only declares types', async () => {
    expect(await tsToJs(lines('export interface Todo {', '  id: string', '}', '', 'export type TodoId = Todo["id"]'))).toBe('')
  })

  it('throws an error that names the problem when the sample does not parse', async () => {
    await expect(tsToJs('const total = (a: number, b: number => a + b')).rejects.toThrow(
      /Cannot convert this ts sample to JavaScript: line 1: .*expected/,
    )
    await expect(tsToJs('const el = <div>', 'tsx')).rejects.toThrow(/tsx sample.*JSX element 'div' has no corresponding closing tag/)
  })
})

describe('stripTypes', () => {
  it('is synchronous and leaves formatting to the caller', () => {
    expect(stripTypes('let count: number = 1\n\nlet next = count')).toBe('let count = 1;\n\nlet next = count;\n')
  })
})

describe('blankLinesBetweenElements', () => {
  it('finds blank lines between statements but not inside strings or JSX text', () => {
    const source = lines('const a = `', '', '`', '', 'const b = <p>', '', '</p>')
    const sourceFile = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.ESNext, true, ts.ScriptKind.TSX)
    expect([...blankLinesBetweenElements(sourceFile)]).toEqual([3])
  })
})
