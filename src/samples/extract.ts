/**
 * Finds the fenced code blocks of an MDX page and parses their meta (see AUTHORING.md).
 *
 * The scanner is line based, like CommonMark's fence rules: an opening fence is three or more
 * backticks or tildes; the block ends at a fence of the same character that is at least as
 * long and has nothing after it. Fences may be indented (inside JSX such as `<TabItem>`); the
 * content loses up to as much indentation as the opening fence had.
 */
import { parseMeta, type BlockMeta } from '../mdx/fenceMeta'
import { frontMatterLineCount } from '../content/frontmatter'

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
