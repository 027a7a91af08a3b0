/**
 * The JavaScript version of a TypeScript sample, for the generated "JavaScript" tab.
 *
 * Types are removed by the TypeScript compiler (ts.transpileModule with JSX preserved and ESM
 * kept), then the result is formatted with prettier like the TypeScript samples. The compiler
 * drops blank lines, so before transpiling every blank line between statements, class members,
 * object properties and switch clauses is replaced by a marker comment (a comment is trivia,
 * so the compiler keeps it with the next node and drops it with an erased type declaration);
 * afterwards each marker becomes a blank line again, which prettier keeps.
 */
import type { Options } from 'prettier'
import * as babelPlugin from 'prettier/plugins/babel'
import * as estreePlugin from 'prettier/plugins/estree'
// The standalone build: no config-file lookup, so the samples' style never follows the project's own .prettierrc.
import { format } from 'prettier/standalone'
import ts from 'typescript'

export type TsLang = 'ts' | 'tsx'

const BLANK_MARKER = '//@@ts-to-js-blank-line@@'

export const JS_PRETTIER_OPTIONS: Options = {
  parser: 'babel',
  plugins: [babelPlugin, estreePlugin],
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 80,
}

function scriptKind(lang: TsLang): ts.ScriptKind {
  return lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS
}

/** The lists whose elements may be separated by meaningful blank lines. */
function elementLists(node: ts.Node): readonly ts.NodeArray<ts.Node>[] {
  if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node)) return [node.statements]
  if (ts.isCaseClause(node) || ts.isDefaultClause(node)) return [node.statements]
  if (ts.isCaseBlock(node)) return [node.clauses]
  if (ts.isClassLike(node)) return [node.members]
  if (ts.isObjectLiteralExpression(node)) return [node.properties]
  if (ts.isEnumDeclaration(node)) return [node.members]
  return []
}

/** 0-based indexes of the blank lines that lie in the leading trivia of a list element. */
export function blankLinesBetweenElements(sourceFile: ts.SourceFile): Set<number> {
  const text = sourceFile.text
  const lineStarts = sourceFile.getLineStarts()
  const blank = new Set<number>()
  const markTrivia = (element: ts.Node): void => {
    const start = element.getStart(sourceFile)
    const first = sourceFile.getLineAndCharacterOfPosition(element.pos).line
    const last = sourceFile.getLineAndCharacterOfPosition(start).line
    for (let line = first; line < last; line += 1) {
      const from = Math.max(lineStarts[line], element.pos)
      const to = line + 1 < lineStarts.length ? lineStarts[line + 1] : text.length
      if (from === lineStarts[line] && text.slice(from, to).trim() === '') blank.add(line)
    }
  }
  const visit = (node: ts.Node): void => {
    for (const list of elementLists(node)) list.forEach(markTrivia)
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return blank
}

function syntaxErrors(code: string, lang: TsLang): string[] {
  const { diagnostics = [] } = ts.transpileModule(code, {
    fileName: `sample.${lang}`,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext },
  })
  return diagnostics.map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : undefined
    return `${line === undefined ? '' : `line ${line}: `}${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
  })
}

function hasEmptyExport(sourceFile: ts.SourceFile): boolean {
  return sourceFile.statements.some(
    (s) =>
      ts.isExportDeclaration(s) &&
      !s.moduleSpecifier &&
      s.exportClause !== undefined &&
      ts.isNamedExports(s.exportClause) &&
      s.exportClause.elements.length === 0,
  )
}

/**
 * Removes the types of a TypeScript sample, keeping JSX, ESM imports/exports, comments and
 * blank lines; not formatted. Throws when the sample does not parse.
 */
export function stripTypes(code: string, lang: TsLang = 'ts'): string {
  const errors = syntaxErrors(code, lang)
  if (errors.length > 0) throw new Error(`Cannot convert this ${lang} sample to JavaScript: ${errors.join('; ')}`)
  const sourceFile = ts.createSourceFile(`sample.${lang}`, code, ts.ScriptTarget.ESNext, true, scriptKind(lang))
  const blank = blankLinesBetweenElements(sourceFile)
  const marked = code
    .split('\n')
    .map((line, index) => (blank.has(index) ? BLANK_MARKER : line))
    .join('\n')
  const { outputText } = ts.transpileModule(marked, {
    fileName: `sample.${lang}`,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      useDefineForClassFields: true,
    },
  })
  const restored = outputText
    .split('\n')
    .map((line) => (line.trim() === BLANK_MARKER ? '' : line.split(BLANK_MARKER).join('')))
    .join('\n')
  // The compiler adds `export {};` to a module whose imports/exports were all types.
  return hasEmptyExport(sourceFile) ? restored : restored.replace(/^export \{\};?[ \t]*$/gm, '')
}

/**
 * The JavaScript version of a ts/tsx sample, formatted with prettier (semi: false,
 * singleQuote: true), without a trailing newline. Asynchronous because prettier 3 is.
 * Returns '' when the sample contains only types. Throws an Error naming the problem when the
 * sample does not parse.
 */
export async function tsToJs(code: string, lang: TsLang = 'ts'): Promise<string> {
  const stripped = stripTypes(code, lang)
  try {
    return (await format(stripped, JS_PRETTIER_OPTIONS)).trimEnd()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`Cannot format the JavaScript version of this ${lang} sample: ${message}`)
  }
}
