/**
 * Marks each compiled TypeScript sample of an article for the hover (behaviour.ts): its <pre> gets
 * TYPES_ATTR, the page's type data address and the fence's line in the body, which keys the block's
 * names in that file (data.ts). The remark step finds the blocks (ts/tsx, not `fragment`); the rehype
 * step, after highlighting, marks their <pre> by the line the fence started on. Only with
 * `file.data.typesUrl` (src/build/article.ts gives it to doc pages).
 */
import { parseMeta } from '../content/fenceMeta'
import type { MdastNode } from '../content/mdast'
import { TYPES_ATTR } from './attributes'

interface TypedFile {
  data: { typesUrl?: string; typedLines?: Set<number> }
}

export function remarkTypedBlocks() {
  return (tree: MdastNode, file: TypedFile) => {
    if (!file.data.typesUrl) return
    const lines = new Set<number>()
    const visit = (node: MdastNode): void => {
      if (node.type === 'code' && (node.lang === 'ts' || node.lang === 'tsx') && node.position && !parseMeta(node.meta ?? '').fragment)
        lines.add(node.position.start.line)
      node.children?.forEach(visit)
    }
    visit(tree)
    file.data.typedLines = lines
  }
}

interface Positioned {
  tagName?: string
  properties?: Record<string, unknown>
  children?: Positioned[]
  position?: { start: { line: number } }
}

export function rehypeTypedBlocks() {
  return (tree: Positioned, file: TypedFile) => {
    const { typesUrl, typedLines } = file.data
    if (!typesUrl || !typedLines?.size) return
    const visit = (node: Positioned): void => {
      const line = node.position?.start.line
      const pre =
        node.tagName === 'figure' && line !== undefined && typedLines.has(line)
          ? node.children?.find((c) => c.tagName === 'pre')
          : undefined
      if (pre) pre.properties = { ...pre.properties, [TYPES_ATTR]: `${typesUrl}#${line}` }
      else node.children?.forEach(visit)
    }
    visit(tree)
  }
}
