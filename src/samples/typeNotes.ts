/**
 * A block's type notation (src/content/typeNotation.ts) answered and checked by the program that
 * checks the samples (typecheck.ts): each `^?` gets the type the editor's hover shows for the name
 * it points at, and an `@errors` block must fail with exactly the codes it lists, whose messages
 * the page then shows. A `^?` at no name, an `@errors` block that compiles or fails otherwise, and
 * notation that does not parse fail the check, naming the block's line.
 */
import ts from 'typescript'
import { hasTypeNotation, NotationError, readTypeNotation, type BlockTypeNotes, type TypeNotation } from '../content/typeNotation'

/** The check's codes for notation that does not hold: unreadable, a `^?` at no name, an `@errors` block that does not fail as it says. */
export const NOTATION_CODES = ['NOTATION', 'QUERY', 'ERRORS'] as const

/** A problem with the notation, on a 1-based block line. */
export interface NotationProblem {
  blockLine: number
  code: (typeof NOTATION_CODES)[number]
  message: string
}

const messageOf = (d: ts.Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, '\n')

/** The answer of one `^?`, or a problem when the caret is at no name. */
function answer(service: ts.LanguageService, file: ts.SourceFile, query: TypeNotation['queries'][number]): string | NotationProblem {
  const starts = file.getLineStarts()
  const lineText = file.text.slice(starts[query.target], starts[query.target + 1] ?? file.text.length).replace(/\r?\n$/, '')
  const info = /[\w$]/.test(lineText[query.column] ?? '')
    ? service.getQuickInfoAtPosition(file.fileName, starts[query.target] + query.column)
    : undefined
  if (info) return ts.displayPartsToString(info.displayParts)
  const found = lineText[query.column] === undefined ? 'past its end' : `"${lineText[query.column]}"`
  return {
    blockLine: query.line + 1,
    code: 'QUERY',
    message: `the \`^?\` points at no name: column ${query.column + 1} of block line ${query.target + 1} is ${found} (put the caret under a name)`,
  }
}

/**
 * The notes of one compiled block and the diagnostics still to report (`diagnosticsOf` computes
 * them, only when needed): without notation, all of them; in an `@errors` block, those whose code it
 * does not list.
 */
export function blockTypeNotes(
  service: ts.LanguageService,
  file: ts.SourceFile,
  diagnosticsOf: () => ts.Diagnostic[],
  { notedOnly = false } = {},
): { notes?: BlockTypeNotes; unexpected: ts.Diagnostic[]; problems: NotationProblem[] } {
  const all = () => (notedOnly ? [] : diagnosticsOf())
  if (!hasTypeNotation(file.text)) return { unexpected: all(), problems: [] }
  let notation: TypeNotation
  try {
    notation = readTypeNotation(file.text)
  } catch (error) {
    if (!(error instanceof NotationError)) throw error
    return { unexpected: all(), problems: [{ blockLine: error.line + 1, code: 'NOTATION', message: error.message }] }
  }
  const problems: NotationProblem[] = []
  const notes: BlockTypeNotes = { queries: [], errors: [] }
  for (const query of notation.queries) {
    const text = answer(service, file, query)
    if (typeof text === 'string') notes.queries.push({ line: query.line, text })
    else problems.push(text)
  }
  const listed = notation.errors
  if (!listed) return { notes, unexpected: all(), problems }
  const diagnostics = diagnosticsOf()
  const expected = diagnostics.filter((d) => listed.codes.includes(d.code))
  notes.errors = expected.map((d) => ({
    line: file.getLineAndCharacterOfPosition(d.start ?? 0).line,
    code: d.code,
    message: messageOf(d),
  }))
  const where = `the block lists \`// @errors: ${listed.codes.join(' ')}\``
  if (diagnostics.length === 0)
    problems.push({
      blockLine: listed.line + 1,
      code: 'ERRORS',
      message: `${where} but compiles: make the code fail as it says, or remove the line`,
    })
  else
    for (const missing of listed.codes.filter((code) => !expected.some((d) => d.code === code)))
      problems.push({ blockLine: listed.line + 1, code: 'ERRORS', message: `${where} but TS${missing} does not occur` })
  return { notes, unexpected: diagnostics.filter((d) => !listed.codes.includes(d.code)), problems }
}
