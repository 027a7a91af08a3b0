/**
 * The type notation authors write in a TypeScript sample (see AUTHORING.md), the one Twoslash
 * readers know, read in one place: by the sample check (src/samples/typeNotes.ts), which computes
 * and checks it, and by the article renderer (src/mdx/typeNotes.ts), which shows the results.
 * - `// ^?` under a name: the page shows that name's type there. The caret's column picks the
 *   name on the nearest line above that is not itself a query.
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
  /** Each `^?`: its line, the caret's column, and the type of the name it points at. */
  queries: Array<{ line: number; column: number; text: string }>
  /** Each expected error of an `@errors` block: its line, code and message. */
  errors: Array<{ line: number; code: number; message: string }>
}

export interface TypeNotation {
  queries: TypeQuery[]
  /** The `@errors` line and its codes, when the block has one. */
  errors?: { line: number; codes: number[] }
}

const QUERY = /^(\s*\/\/\s*)\^\?\s*$/
const ERRORS = /^\s*\/\/\s*@errors:\s*(.*)$/

export const isQueryLine = (text: string): boolean => QUERY.test(text)

/** The notation of a block's code; throws, naming the line, on an `@errors` line without codes or a `^?` with no line above. */
export function readTypeNotation(code: string): TypeNotation {
  const lines = code.split('\n')
  const queries: TypeQuery[] = []
  let errors: TypeNotation['errors']
  let target = -1
  lines.forEach((text, line) => {
    const query = QUERY.exec(text)
    const listed = ERRORS.exec(text)
    if (query) {
      if (target < 0) throw new Error(`block line ${line + 1}: a \`// ^?\` needs a line of code above it`)
      queries.push({ line, target, column: query[1].length })
    } else if (listed) {
      const codes = listed[1].split(/[\s,]+/).filter(Boolean)
      if (codes.length === 0 || codes.some((c) => !/^\d+$/.test(c)))
        throw new Error(`block line ${line + 1}: \`// @errors:\` takes the expected error codes as numbers, e.g. \`// @errors: 2322\``)
      if (errors) throw new Error(`block line ${line + 1}: a block has one \`// @errors:\` line (the first is on block line ${errors.line + 1})`)
      errors = { line, codes: codes.map(Number) }
    } else target = line
  })
  return { queries, ...(errors ? { errors } : {}) }
}

/** Whether a block's code uses the notation at all (a cheap test before any parsing). */
export const hasTypeNotation = (code: string): boolean => /\/\/\s*(\^\?|@errors:)/.test(code)

/** Whether a block must not compile (it has an `@errors` line): TypeScript's lesson, with no JavaScript tab. */
export const expectsErrors = (code: string): boolean => code.split('\n').some((text) => ERRORS.test(text))

/** `lines` as comment lines under `prefix` (a query's `//   ^?`), the first after it, the rest aligned with it. */
function commentLines(prefix: string, lines: string[]): string[] {
  const slashes = prefix.indexOf('//') + 2
  const under = prefix.slice(0, slashes) + ' '.repeat(prefix.length - slashes)
  return lines.map((text, i) => `${i === 0 ? prefix : under} ${text}`)
}

/**
 * The code as the page shows it: each answered `^?` followed by its type, each expected error's
 * message in a comment under its line, the `@errors` line left out. Without notes, the code as written.
 */
export function notedCode(code: string, notes: BlockTypeNotes | undefined): string {
  if (!notes) return code
  const shown: string[] = []
  code.split('\n').forEach((text, line) => {
    if (ERRORS.test(text)) return
    const query = notes.queries.find((q) => q.line === line)
    shown.push(...(query ? commentLines(text.trimEnd(), query.text.split('\n')) : [text]))
    const indent = /^\s*/.exec(text)![0]
    for (const error of notes.errors.filter((e) => e.line === line))
      shown.push(...commentLines(`${indent}// error TS${error.code}:`, error.message.split('\n')))
  })
  return shown.join('\n')
}

/** The code without its notation lines: what the JavaScript tab is made from and what a reader edits. */
export function withoutNotation(code: string): string {
  return code
    .split('\n')
    .filter((text) => !QUERY.test(text) && !ERRORS.test(text))
    .join('\n')
}
