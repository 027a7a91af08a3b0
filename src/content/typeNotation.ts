/**
 * The type notation authors write in a TypeScript sample (see AUTHORING.md), the one Twoslash
 * readers know, read in one place: by the sample check (src/samples/typeNotes.ts), which computes
 * and checks it, and by the article renderer (src/mdx/typeNotes.ts), which shows the results.
 * - `// ^?` under a name: the page shows that name's type there. The caret's column picks the
 *   name on the nearest line above that is neither a query nor the `@errors` line.
 * - `// @errors: 2322 2345`: the block must not compile, and fails with exactly those error codes;
 *   the page shows each message under its line, and not this line.
 */

/** A `// ^?` line of a block. Lines are 0-based indexes into the block's lines. */
export interface TypeQuery {
  /** The query's own line. */
  line: number
  /** The line whose name it points at. */
  target: number
  /** The caret's column, in that line. */
  column: number
}

/** What a page shows for a block's notation (src/samples/typeNotes.ts answers it). Lines are 0-based in the block's code. */
export interface BlockTypeNotes {
  /** Each `^?`: its line and the type of the name it points at. */
  queries: Array<{ line: number; text: string }>
  /** Each expected error of an `@errors` block: its line, code and message. */
  errors: Array<{ line: number; code: number; message: string }>
}

export interface TypeNotation {
  queries: TypeQuery[]
  /** The `@errors` line and its codes, when the block has one. */
  errors?: { line: number; codes: number[] }
}

/** Notation that cannot be read, on its 0-based line of the block. */
export class NotationError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message)
  }
}

const QUERY = /^(\s*\/\/\s*)\^\?\s*$/
const ERRORS = /^\s*\/\/\s*@errors:(.*?)\s*$/
const linesOf = (code: string) => code.split(/\r?\n/)

/** The notation of a block's code; throws a NotationError on an `@errors` line without codes, a second one, or a `^?` with no line above. */
export function readTypeNotation(code: string): TypeNotation {
  const queries: TypeQuery[] = []
  let errors: TypeNotation['errors']
  let target = -1
  linesOf(code).forEach((text, line) => {
    const query = QUERY.exec(text)
    const listed = ERRORS.exec(text)
    if (query) {
      if (target < 0) throw new NotationError(line, 'a `// ^?` needs a line of code above it')
      queries.push({ line, target, column: query[1].length })
    } else if (listed) {
      const codes = listed[1].split(/[\s,]+/).filter(Boolean)
      if (codes.length === 0 || codes.some((c) => !/^\d+$/.test(c)))
        throw new NotationError(line, '`// @errors:` takes the expected error codes as numbers, e.g. `// @errors: 2322`')
      if (errors) throw new NotationError(line, `a block has one \`// @errors:\` line (the first is on block line ${errors.line + 1})`)
      errors = { line, codes: codes.map(Number) }
    } else target = line
  })
  return { queries, ...(errors ? { errors } : {}) }
}

/** Whether a block's code has a line of notation. */
export const hasTypeNotation = (code: string): boolean => linesOf(code).some((text) => QUERY.test(text) || ERRORS.test(text))

/** Whether a block must not compile (it has an `@errors` line): TypeScript's lesson, with no JavaScript tab. */
export const expectsErrors = (code: string): boolean => linesOf(code).some((text) => ERRORS.test(text))

/** `lines` as comment lines after `prefix` (a query's `//   ^?`), the first beside it, the rest aligned with it. */
function commentLines(prefix: string, lines: string[]): string[] {
  const slashes = prefix.indexOf('//') + 2
  const under = prefix.slice(0, slashes) + ' '.repeat(prefix.length - slashes)
  return lines.map((text, i) => `${i === 0 ? prefix : under} ${text}`)
}

/**
 * The code as the page shows it: each answered `^?` followed by its type, each expected error's
 * message in a comment under its line (after the queries that point at it), the `@errors` line
 * left out. Without notes, the code as written.
 */
export function notedCode(code: string, notes: BlockTypeNotes | undefined): string {
  return notedLayout(code, notes).lines.join('\n')
}

/**
 * The lines the page shows (notedCode) and, for each line of the code as written, the index of the
 * shown line that holds it unchanged, or -1 for a notation line (the hover's names are placed by it).
 */
export function notedLayout(code: string, notes: BlockTypeNotes | undefined): { lines: string[]; shownAt: number[] } {
  const written = linesOf(code)
  if (!notes) return { lines: written, shownAt: written.map((_, line) => line) }
  const shown: string[] = []
  const shownAt: number[] = []
  let messages: string[] = []
  written.forEach((text, line) => {
    shownAt.push(-1)
    if (ERRORS.test(text)) return
    const query = notes.queries.find((q) => q.line === line)
    if (query) return shown.push(...commentLines(text.trimEnd(), query.text.split('\n')))
    shown.push(...messages)
    shownAt[line] = shown.push(text) - 1
    const indent = /^\s*/.exec(text)![0]
    messages = notes.errors
      .filter((error) => error.line === line)
      .flatMap((error) => commentLines(`${indent}// error TS${error.code}:`, error.message.split('\n')))
  })
  return { lines: [...shown, ...messages], shownAt }
}

/** The code without its notation lines: what the JavaScript tab is made from. */
export function withoutNotation(code: string): string {
  return linesOf(code)
    .filter((text) => !QUERY.test(text) && !ERRORS.test(text))
    .join('\n')
}
