/**
 * The code blocks and headings of an MDX page, from the site's one MDX parser (src/mdx/parse.ts):
 * the tree the page's article is compiled from, so the samples checked are exactly the blocks the
 * page shows (inside JSX such as `<TabItem>` too). Lines are the file's, front matter included.
 */
import { frontMatterLineCount } from '../content/frontmatter'
import { parseMeta, type BlockMeta } from '../mdx/fenceMeta'
import { textOf, type MdastNode } from '../mdx/mdast'
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
  /** 1-based line number of the closing fence (the last line of the file when not closed). */
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

const CLOSING_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*$/

/** A fence's info string as language and meta: `{1,3}` or `title="x"` right after the fence is meta, not a language. */
function splitInfo(lang: string, meta: string): { lang: string; rawMeta: string } {
  if (lang.startsWith('{') || lang.includes('=')) return { lang: '', rawMeta: [lang, meta].filter(Boolean).join(' ') }
  return { lang: lang.toLowerCase(), rawMeta: meta }
}

/** Every fenced code block and heading of an MDX source, in order. Bad MDX throws the parser's message with the file. */
export function readMdxPage(source: string, file: string): { blocks: CodeBlock[]; headings: Heading[] } {
  const lines = source.split(/\r?\n/)
  const offset = frontMatterLineCount(lines)
  const blocks: CodeBlock[] = []
  const headings: Heading[] = []
  const walk = (node: MdastNode) => {
    const line = (node.position?.start.line ?? 1) + offset
    if (node.type === 'code') {
      const endLine = (node.position?.end?.line ?? 1) + offset
      const { lang, rawMeta } = splitInfo(node.lang ?? '', node.meta ?? '')
      const closed = endLine > line && CLOSING_FENCE.test(lines[endLine - 1] ?? '')
      blocks.push({ lang, rawMeta, meta: parseMeta(rawMeta), code: node.value ?? '', line, endLine, closed })
    } else if (node.type === 'heading') headings.push({ depth: node.depth ?? 1, text: textOf(node).trim(), line })
    node.children?.forEach(walk)
  }
  walk(parseMdx(lines.slice(offset).join('\n'), file))
  return { blocks, headings }
}
