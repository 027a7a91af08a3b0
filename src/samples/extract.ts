/**
 * The code blocks and headings of an MDX page, from the site's one MDX parser (src/mdx/parse.ts):
 * the tree the page's article is compiled from, so the samples checked are exactly the blocks the
 * page shows (inside JSX such as `<TabItem>` too). Lines are the file's, front matter included.
 */
import { frontMatterLineCount } from '../content/frontmatter'
import { parseMeta, type BlockMeta } from '../content/fenceMeta'
import { splitInfo } from '../content/sampleFiles'
import { textOf, type MdastNode } from '../content/mdast'
import { parseMdx } from '../mdx/parse'

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
  /** 1-based line number of the closing fence (the block's last line when not closed). */
  endLine: number
  /** False when the file ended before a closing fence. */
  closed: boolean
}

export interface Heading {
  /** 1 for `#` … 6 for `######`. */
  depth: number
  /** The heading's text as rendered (markup removed): what its id is made from. */
  text: string
  /** 1-based line in the MDX file. */
  line: number
}

/** A fence line: its container's prefix (indentation, `>`, list markers), the fence, the rest. */
const FENCE = /^(?:[ \t>]|[-+*][ \t]+|\d{1,9}[.)][ \t]+)*(`{3,}|~{3,})(.*)$/

/** Whether `closing` ends the block that `opening` starts: the same character, at least as long, nothing after it. */
function closes(opening: string, closing: string | undefined): boolean {
  const open = FENCE.exec(opening)?.[1]
  const close = closing === undefined ? undefined : FENCE.exec(closing)
  return !!open && !!close && close[1][0] === open[0] && close[1].length >= open.length && close[2].trim() === ''
}

export interface PageParts {
  blocks: CodeBlock[]
  headings: Heading[]
}

/**
 * Every fenced code block and heading of a parsed MDX page, in order. `source` is the whole file;
 * the tree's lines are the file's less `lineOffset` (the content layer parses the body alone).
 */
export function pageParts(tree: MdastNode, source: string, lineOffset = 0): PageParts {
  const lines = source.split(/\r?\n/)
  const blocks: CodeBlock[] = []
  const headings: Heading[] = []
  const walk = (node: MdastNode) => {
    const line = (node.position?.start.line ?? 1) + lineOffset
    if (node.type === 'code') {
      const endLine = (node.position?.end?.line ?? line - lineOffset) + lineOffset
      const { lang, rawMeta } = splitInfo(node.lang ?? '', node.meta ?? '')
      const closed = endLine > line && closes(lines[line - 1], lines[endLine - 1])
      blocks.push({ lang, rawMeta, meta: parseMeta(rawMeta), code: node.value ?? '', line, endLine, closed })
    } else if (node.type === 'heading') headings.push({ depth: node.depth ?? 1, text: textOf(node).trim(), line })
    node.children?.forEach(walk)
  }
  walk(tree)
  return { blocks, headings }
}

/** Every fenced code block and heading of an MDX source, parsed here. Bad MDX throws the parser's message with the file. */
export function readMdxPage(source: string, file: string): PageParts {
  const lines = source.split(/\r?\n/)
  const frontMatter = frontMatterLineCount(lines)
  // The front matter's lines are left blank, so every position, in the tree and in a parser's message, is a line of the file.
  return pageParts(parseMdx(lines.map((text, i) => (i < frontMatter ? '' : text)).join('\n'), file), source)
}
