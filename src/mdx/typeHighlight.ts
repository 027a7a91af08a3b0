/**
 * A hover's type text highlighted as the samples are, in the same token classes
 * (src/mdx/tokenClasses.ts). The compiler hands the text over as display parts, each already
 * classified (a keyword, a property, a parameter, an interface's name, …), so no grammar runs on
 * it: each kind takes the classes shiki gives the same kind of token in a reference line of
 * TypeScript, worked out once per process. The text keeps its classes as marks (TYPE_CLASS_MARK),
 * which the hover turns into spans; parts in the themes' default colours carry none.
 */
import { createHighlighter } from 'shiki'
import { CODE_THEMES } from './codeThemes'
import { loadTokenVocabulary } from './tokenClasses'
import { TYPE_CLASS_MARK } from '../typeInfo/attributes'

/** A piece of the compiler's text: TypeScript's SymbolDisplayPart. */
export interface DisplayPart {
  text: string
  kind: string
}

/** For each kind of display part: a line of TypeScript and the token in it that shows that kind's colours. */
const REFERENCES: Record<string, [line: string, token: string]> = {
  keyword: ['const a = 1', 'const'],
  primitive: ['let a: string', 'string'],
  literal: ['let a = true', 'true'],
  functionName: ['function fn() {}', 'fn'],
  methodName: ['a.method()', 'method'],
  className: ['let a = new Cls()', 'Cls'],
  interfaceName: ['let a: Name', 'Name'],
  aliasName: ['let a: Name', 'Name'],
  enumName: ['let a: Name', 'Name'],
  typeParameterName: ['let a: Name', 'Name'],
  moduleName: ['let a: Mod.Name', 'Mod'],
  propertyName: ['type A = { prop: string }', 'prop'],
  parameterName: ['function f(param: string) {}', 'param'],
  localName: ['let local = a', 'local'],
  stringLiteral: ['let a = "s"', '"s"'],
  numericLiteral: ['let a = 1', '1'],
}
/** Keywords the grammar colours as types or values, not as keywords. */
const PRIMITIVES = new Set(['any', 'unknown', 'never', 'void', 'string', 'number', 'boolean', 'bigint', 'symbol', 'object'])
const LITERALS = new Set(['true', 'false', 'null', 'undefined'])

/** The class lists the marks index (the first, none), and the text of some parts with their marks. */
export interface TypeHighlighter {
  classes: string[]
  mark: (parts: readonly DisplayPart[]) => string
}

let loading: Promise<TypeHighlighter> | undefined

async function makeHighlighter(): Promise<TypeHighlighter> {
  const [highlighter, vocabulary] = await Promise.all([
    createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['ts'] }),
    loadTokenVocabulary(),
  ])
  const defaults = vocabulary.defaults.map((d) => vocabulary.classes.get(d)).join(' ')
  const classesOf = new Map<string, string>()
  for (const [kind, [line, token]] of Object.entries(REFERENCES)) {
    const found = highlighter
      .codeToTokens(line, { lang: 'ts', themes: CODE_THEMES, defaultColor: false })
      .tokens.flat()
      .find((t) => t.content.trim() === token)
    if (!found) throw new Error(`src/mdx/typeHighlight.ts: no token "${token}" in the reference line "${line}"`)
    const classes = Object.entries(found.htmlStyle ?? {})
      .map(([property, value]) => vocabulary.classes.get(`${property}:${value}`.toLowerCase()))
      .join(' ')
    classesOf.set(kind, classes === defaults ? '' : classes)
  }
  const classes = ['', ...new Set([...classesOf.values()].filter(Boolean))]
  const mark = (parts: readonly DisplayPart[]) => {
    let current = 0
    return parts
      .map(({ text, kind }) => {
        const key = kind === 'keyword' && PRIMITIVES.has(text) ? 'primitive' : kind === 'keyword' && LITERALS.has(text) ? 'literal' : kind
        const index = classes.indexOf(classesOf.get(key) ?? '')
        const start = index === current ? '' : String.fromCharCode(TYPE_CLASS_MARK + index)
        current = index
        return start + text
      })
      .join('')
  }
  return { classes, mark }
}

/** The highlighter of display parts, made once per process. */
export function typeHighlighter(): Promise<TypeHighlighter> {
  loading ??= makeHighlighter()
  return loading
}
