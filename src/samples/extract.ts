/**
 * Finds the fenced code blocks of an MDX page and parses their meta (see AUTHORING.md).
 *
 * The scanner is line based, like CommonMark's fence rules: an opening fence is three or more
 * backticks or tildes; the block ends at a fence of the same character that is at least as
 * long and has nothing after it. Fences may be indented (inside JSX such as `<TabItem>`); the
 * content loses up to as much indentation as the opening fence had.
 */

export interface BlockMeta {
  /** `title="src/app/store.ts"`: the caption. */
  title?: string
  /** `file=app/store.ts`: the block is that file of the page's small project. */
  file?: string
  /** `fragment`: explain-only, not compiled. */
  fragment: boolean
  /** `run`: executed in Node after compiling. */
  run: boolean
  /** `no-js`: no generated JavaScript tab. */
  noJs: boolean
  /** `{1,3-5}`: the highlighted lines, ascending, without duplicates. */
  highlight?: number[]
  /** Meta tokens that are not part of the conventions (usually typos). */
  unknown: string[]
}

export interface CodeBlock {
  /** The fence's language in lower case (`ts`, `tsx`, `bash`, …), or '' when it has none. */
  lang: string
  /** The text after the language, as written. */
  rawMeta: string
  meta: BlockMeta
  /** The block's content, without the fences; lines joined with '\n'. */
  code: string
  /** 1-based line number of the opening fence in the MDX file. */
  line: number
  /** 1-based line number of the closing fence (the last line of the file when not closed). */
  endLine: number
  /** False when the file ended before a closing fence. */
  closed: boolean
}

const OPENING_FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/

/** Width of leading whitespace, a tab counting as up to the next multiple of 4. */
function indentWidth(whitespace: string): number {
  let width = 0
  for (const ch of whitespace) width = ch === '\t' ? width + 4 - (width % 4) : width + 1
  return width
}

/** Removes up to `width` columns of leading whitespace from a content line. */
function dedent(line: string, width: number): string {
  let column = 0
  let index = 0
  while (index < line.length && column < width) {
    const ch = line[index]
    if (ch === ' ') column += 1
    else if (ch === '\t') column += 4 - (column % 4)
    else break
    index += 1
  }
  return line.slice(index)
}

function isClosingFence(line: string, fenceChar: string, fenceLength: number): boolean {
  const trimmed = line.trim()
  if (trimmed.length < fenceLength) return false
  for (const ch of trimmed) if (ch !== fenceChar) return false
  return true
}

/** Number of lines taken by the YAML front matter at the top of the file (0 when there is none). */
export function frontMatterLineCount(lines: readonly string[]): number {
  if (lines[0]?.trim() !== '---') return 0
  for (let i = 1; i < lines.length; i += 1) if (lines[i].trim() === '---') return i + 1
  return 0
}

/** Splits a meta string into tokens; a quoted value stays in one token. */
function tokenizeMeta(meta: string): string[] {
  const tokens: string[] = []
  const pattern = /(\{[^}]*\})|([^\s=]+=(?:"[^"]*"|'[^']*'|\S*))|(\S+)/g
  for (const match of meta.matchAll(pattern)) tokens.push(match[0])
  return tokens
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$|^'(.*)'$/.exec(value)
  return quoted ? (quoted[1] ?? quoted[2]) : value
}

/** Parses `{1,3-5}` into [1, 3, 4, 5]; undefined when the token is not a valid line list. */
export function parseHighlight(token: string): number[] | undefined {
  const body = /^\{([\d\s,-]*)\}$/.exec(token)?.[1]
  if (body === undefined) return undefined
  const lines = new Set<number>()
  for (const part of body.split(',').map((p) => p.trim())) {
    if (part === '') continue
    const range = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part)
    if (!range) return undefined
    const from = Number(range[1])
    const to = range[2] === undefined ? from : Number(range[2])
    if (from < 1 || to < from) return undefined
    for (let n = from; n <= to; n += 1) lines.add(n)
  }
  return [...lines].sort((a, b) => a - b)
}

/** Parses the meta of a fence (everything after the language). */
export function parseMeta(meta: string): BlockMeta {
  const result: BlockMeta = { fragment: false, run: false, noJs: false, unknown: [] }
  for (const token of tokenizeMeta(meta)) {
    const assignment = /^([^\s=]+)=(.*)$/.exec(token)
    if (token === 'fragment') result.fragment = true
    else if (token === 'run') result.run = true
    else if (token === 'no-js') result.noJs = true
    else if (token.startsWith('{')) {
      const highlight = parseHighlight(token)
      if (highlight) result.highlight = [...new Set([...(result.highlight ?? []), ...highlight])].sort((a, b) => a - b)
      else result.unknown.push(token)
    } else if (assignment && assignment[1] === 'title') result.title = unquote(assignment[2])
    else if (assignment && assignment[1] === 'file' && unquote(assignment[2]) !== '') result.file = unquote(assignment[2])
    else result.unknown.push(token)
  }
  return result
}

/** Splits a fence's info string into the language and the meta. */
function splitInfo(info: string): { lang: string; rawMeta: string } {
  const trimmed = info.trim()
  const match = /^(\S*)\s*(.*)$/.exec(trimmed)
  const first = match?.[1] ?? ''
  // `{1,3}` or `title="x"` directly after the fence means: no language, only meta.
  if (first.startsWith('{') || first.includes('=')) return { lang: '', rawMeta: trimmed }
  return { lang: first.toLowerCase(), rawMeta: match?.[2] ?? '' }
}

/** Every fenced code block of an MDX (or Markdown) source, in order. */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/)
  const blocks: CodeBlock[] = []
  let index = frontMatterLineCount(lines)
  while (index < lines.length) {
    const opening = OPENING_FENCE.exec(lines[index])
    const fenceChar = opening?.[2][0]
    // A backtick fence's info string may not contain backticks (that is inline code).
    if (!opening || fenceChar === undefined || (fenceChar === '`' && opening[3].includes('`'))) {
      index += 1
      continue
    }
    const indent = indentWidth(opening[1])
    const fenceLength = opening[2].length
    const content: string[] = []
    let end = index + 1
    while (end < lines.length && !isClosingFence(lines[end], fenceChar, fenceLength)) {
      content.push(dedent(lines[end], indent))
      end += 1
    }
    const { lang, rawMeta } = splitInfo(opening[3])
    blocks.push({
      lang,
      rawMeta,
      meta: parseMeta(rawMeta),
      code: content.join('\n'),
      line: index + 1,
      endLine: Math.min(end, lines.length - 1) + 1,
      closed: end < lines.length,
    })
    index = end + 1
  }
  return blocks
}
