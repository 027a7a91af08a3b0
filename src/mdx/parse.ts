/**
 * The one MDX parser of the site: @mdx-js/mdx's processor with the site's plugins (plugins.ts).
 * The article compile (renderArticle.tsx) parses each body with it once and keeps a plain copy of
 * the tree it parsed, which the search records and the Markdown twin are made from (the content
 * layer caches all three together, src/build/article.ts); tools that run without Gatsby (jest,
 * the search benchmark) parse with the same processor through parseMdx.
 */
import { createProcessor } from '@mdx-js/mdx'
import { rehypePlugins, remarkPlugins } from './plugins'
import type { MdastNode } from './mdast'
import { collectHeadings, type HastNode } from './toc'

/**
 * The tree as parsed, before any plugin changes it, as plain data: positions keep their lines (for
 * messages), and the parser's `data` (the estree programs of expressions) is left out.
 */
export function plainTree(node: MdastNode): MdastNode {
  const { data: _data, position, children, ...rest } = node
  return {
    ...rest,
    ...(position ? { position: { start: { line: position.start.line }, end: { line: position.end?.line ?? position.start.line } } } : {}),
    ...(children ? { children: children.map(plainTree) } : {}),
  }
}

/** The first remark step: keeps the parsed tree on the file (file.data.mdast) before others change it. */
function remarkKeepTree() {
  return (tree: MdastNode, file: { data: Record<string, unknown> }) => {
    file.data.mdast = plainTree(tree)
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

/** An MDX body (front matter already removed) as the article compile parses it. Bad MDX throws the parser's message with the file. */
export function parseMdx(body: string, filePath: string): MdastNode {
  try {
    return plainTree(mdxProcessor().parse({ value: body, path: filePath }) as unknown as MdastNode)
  } catch (error) {
    throw new Error(`${filePath}: the MDX could not be parsed: ${(error as Error).message}`)
  }
}
