/** Headings of an MDX page, read the way the site renders them. */
import { extractCodeBlocks } from './extract'
import { frontMatterLineCount } from '../content/frontmatter'

export interface Heading {
  /** 1 for `#` … 6 for `######`. */
  depth: number
  /** The heading's text as rendered (markup removed): what its id is made from. */
  text: string
  /** 1-based line in the MDX file. */
  line: number
}

/** Removes inline Markdown/JSX markup, keeping the text a reader sees. */
export function inlineText(markdown: string): string {
  // Links and images first: their text may contain code spans.
  const unlinked = markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
  const parts = unlinked.split(/(`+)([^`]*?)\1/)
  let text = ''
  // split with two groups yields [text, fence, code, text, fence, code, …]
  for (let i = 0; i < parts.length; i += 3) {
    text += parts[i]
      .replace(/<\/?[A-Za-z][^>]*>/g, '')
      .replace(/(\*\*|__|\*|_)(?=\S)(.*?\S)\1/g, '$2')
      .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    if (i + 2 < parts.length) text += parts[i + 2].trim() === '' ? parts[i + 2] : parts[i + 2].replace(/^ (.*) $/, '$1')
  }
  return text.trim()
}

const ATX_HEADING = /^[ \t]*(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/

/** The ATX headings of a page, outside front matter and code blocks. */
export function extractHeadings(source: string): Heading[] {
  const lines = source.split(/\r?\n/)
  const skip = new Set<number>()
  for (const block of extractCodeBlocks(source)) for (let n = block.line; n <= block.endLine; n += 1) skip.add(n)
  const headings: Heading[] = []
  for (let index = frontMatterLineCount(lines); index < lines.length; index += 1) {
    if (skip.has(index + 1)) continue
    const match = ATX_HEADING.exec(lines[index])
    if (match) headings.push({ depth: match[1].length, text: inlineText(match[2] ?? ''), line: index + 1 })
  }
  return headings
}
