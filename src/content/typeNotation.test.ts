import { expectsErrors, NotationError, notedCode, readTypeNotation, withoutNotation } from './typeNotation'

describe('the type notation', () => {
  const code = ['// @errors: 2322', 'const total = add(1, 2)', '//    ^?', "const label: number = 'x'", '  // ^?'].join('\n')

  it('reads each ^? with the line and column it points at, and the @errors codes', () => {
    expect(readTypeNotation(code)).toEqual({
      queries: [
        { line: 2, target: 1, column: 6 },
        { line: 4, target: 3, column: 5 },
      ],
      errors: { line: 0, codes: [2322] },
    })
    expect(expectsErrors(code)).toBe(true)
    expect(expectsErrors('const a = 1 // not @errors: 1')).toBe(false)
  })

  it('names the line of notation it cannot read', () => {
    const thrown = (code: string) => {
      try {
        readTypeNotation(code)
      } catch (error) {
        return error
      }
      return 'nothing thrown'
    }
    expect(thrown('//  ^?')).toEqual(new NotationError(0, 'a `// ^?` needs a line of code above it'))
    expect(thrown('const a = 1\n// @errors: 2322\n// @errors: 2345')).toMatchObject({
      line: 2,
      message: 'a block has one `// @errors:` line (the first is on block line 2)',
    })
  })

  it('shows each answer after its caret, continued under it, and each error under its line and its queries, without the @errors line', () => {
    const notes = {
      queries: [
        { line: 2, text: 'const total: {\n    sum: number;\n}' },
        { line: 4, text: 'const label: number' },
      ],
      errors: [{ line: 3, code: 2322, message: "Type 'string' is not assignable to type 'number'." }],
    }
    expect(notedCode(code, notes).split('\n')).toEqual([
      'const total = add(1, 2)',
      '//    ^? const total: {',
      // The type's own lines keep their indentation under its first character.
      '//           sum: number;',
      '//       }',
      "const label: number = 'x'",
      // The caret stays under its line; the message comes after it.
      '  // ^? const label: number',
      "// error TS2322: Type 'string' is not assignable to type 'number'.",
    ])
    expect(notedCode(code, undefined)).toBe(code)
  })

  it('leaves the JavaScript tab the code without its notation, whatever the line endings', () => {
    expect(withoutNotation(code)).toBe("const total = add(1, 2)\nconst label: number = 'x'")
    expect(withoutNotation(code.replace(/\n/g, '\r\n'))).toBe("const total = add(1, 2)\nconst label: number = 'x'")
    expect(expectsErrors('// @errors: 2322\r\nconst a: number = ""')).toBe(true)
  })
})
