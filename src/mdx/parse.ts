/**
 * The one MDX parser of the site: @mdx-js/mdx's processor with the site's plugins (plugins.ts).
 * The article compile (renderArticle.tsx) parses each body with it once and keeps a plain copy of
 * the tree it parsed, which the search records and the Markdown twin are made from (the content
 * layer caches all three together, src/build/article.ts); tools that run without Gatsby (jest,
 * the search benchmark, the sample check) parse with the same processor through parseMdx.
 */
import { createProcessor } from '@mdx-js/mdx'
import { rehypePlugins, remarkPlugins } from './plugins'
import type { MdastNode } from '../content/mdast'
import { collectHeadings, type HastNode } from './toc'

/** A node without the parser's `data` (the estree programs of expressions), on its JSX attributes too. */
function withoutData<T extends object>(value: T): T {
  if (!('data' in value)) return value
  const { data: _data, ...rest } = value as T & { data?: unknown }
  return rest as T
}

/**
 * The tree as parsed, before any step changes it, as plain data: positions keep their lines (for
 * messages), and the parser's `data` is left out.
 */
export function plainTree(node: MdastNode): MdastNode {
  const { position, children, attributes, ...rest } = withoutData(node)
  return {
    ...rest,
    ...(position ? { position: { start: { line: position.start.line }, end: { line: position.end?.line ?? position.start.line } } } : {}),
    ...(attributes
      ? {
          attributes: attributes.map((attribute) => {
            const plain = withoutData(attribute)
            return plain.value && typeof plain.value === 'object' ? { ...plain, value: withoutData(plain.value) } : plain
          }),
        }
      : {}),
    ...(children ? { children: children.map(plainTree) } : {}),
  }
}

type ParserFunction = (doc: string, file: { data: Record<string, unknown> }) => MdastNode

/** Each parsed tree's plain copy, for parseMdx (reading it from the file would need `vfile` as a dependency of its own). */
const plainOf = new WeakMap<MdastNode, MdastNode>()

/**
 * Keeps each parsed tree on its file (file.data.mdast) as parse() returns it, before any step
 * (MDX's own included) changes it: the plugin wraps the processor's parser, so the article compile
 * and parseMdx keep the same tree.
 */
function remarkKeepTree(this: { Parser: ParserFunction }) {
  const parse = this.Parser
  this.Parser = (doc, file) => {
    const tree = parse(doc, file)
    file.data.mdast = plainTree(tree)
    plainOf.set(tree, file.data.mdast as MdastNode)
    return tree
  }
}

/** The last rehype step: records the headings on the file (file.data.headings), for the table of contents. */
function rehypeCollectHeadings() {
  return (tree: HastNode, file: { data: Record<string, unknown> }) => {
    file.data.headings = collectHeadings(tree)
  }
}

let processor: ReturnType<typeof createProcessor> | undefined

/** The processor every body goes through; one for the whole build, so the highlighter loads once. */
export function mdxProcessor(): ReturnType<typeof createProcessor> {
  processor ??= createProcessor({
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: [remarkKeepTree, ...remarkPlugins],
    rehypePlugins: [...rehypePlugins, rehypeCollectHeadings],
  })
  return processor
}

/**
 * An error of the parser or the compile as a message naming the file and the line. `lineOffset`:
 * the lines above the body (its front matter), so the line is the file's.
 */
export function mdxError(error: unknown, filePath: string, lineOffset: number, failed: string): Error {
  const { line, reason = error instanceof Error ? error.message : String(error) } = (error ?? {}) as {
    line?: number | null
    reason?: string
  }
  // Some messages carry their place in the text, "(3:1-3:13)", and none in `line`.
  let first: number | undefined
  const text = reason.replace(/\((\d+):(\d+)-(\d+):(\d+)\)/g, (_, l1: string, c1: string, l2: string, c2: string) => {
    first ??= Number(l1)
    return `(${Number(l1) + lineOffset}:${c1}-${Number(l2) + lineOffset}:${c2})`
  })
  const at = typeof line === 'number' ? line : first
  return new Error(`${at === undefined ? filePath : `${filePath}:${at + lineOffset}`}: the MDX could not be ${failed}: ${text}`)
}

/** An MDX body as the article compile parses it: the tree the compile keeps. Bad MDX throws mdxError's message. */
export function parseMdx(body: string, filePath: string, lineOffset = 0): MdastNode {
  let tree: MdastNode
  try {
    tree = mdxProcessor().parse({ value: body, path: filePath }) as unknown as MdastNode
  } catch (error) {
    throw mdxError(error, filePath, lineOffset, 'parsed')
  }
  // parse() runs no step, so its tree is the one the compile keeps.
  const plain = plainOf.get(tree)
  if (!plain) throw new Error("src/mdx/parse.ts: remarkKeepTree did not see the parse; it must wrap the processor's Parser")
  return plain
}
