/**
 * A sample's type notation (src/content/typeNotation.ts) as the page shows it: each `^?` followed
 * by the type it asks for, each expected error's message under its line, the `@errors` line left
 * out. The answers come from the sample check's program (src/samples/typeNotes.ts), which the
 * content layer hands to the compile (`typeNotesOf` on the file's data, src/build/article.ts);
 * the plain tree the compile keeps (file.data.mdast) gets the same text, so the Markdown twin
 * carries it. Without `typeNotesOf` (a tool that only compiles) the code stays as written.
 */
import { bodyLineOffsetOf } from '../content/frontmatter'
import type { MdastNode } from '../content/mdast'
import { hasTypeNotation, notedCode, type BlockTypeNotes } from '../content/typeNotation'

/** The notes of a page's blocks by fence line (the file's), from the tree as parsed. */
export type TypeNotesOf = (tree: MdastNode) => Map<number, BlockTypeNotes>

function noted(tree: MdastNode): MdastNode[] {
  const found: MdastNode[] = []
  const walk = (node: MdastNode) => {
    if (node.type === 'code' && node.position && hasTypeNotation(node.value ?? '')) found.push(node)
    node.children?.forEach(walk)
  }
  walk(tree)
  return found
}

export function remarkTypeNotes() {
  return (tree: MdastNode, file: { path?: string; data: { typeNotesOf?: TypeNotesOf; mdast?: MdastNode } }) => {
    const { typeNotesOf, mdast } = file.data
    const blocks = typeNotesOf && file.path && mdast ? noted(tree) : []
    if (blocks.length === 0) return
    const notes = typeNotesOf!(mdast!)
    const offset = bodyLineOffsetOf(file.path!)
    const plain = new Map(noted(mdast!).map((node) => [node.position!.start.line, node]))
    for (const node of blocks) {
      const line = node.position!.start.line
      node.value = notedCode(node.value ?? '', notes.get(line + offset))
      const twin = plain.get(line)
      if (twin) twin.value = node.value
    }
  }
}
