/**
 * A sample's type notation (src/content/typeNotation.ts) as the page shows it: each `^?` followed
 * by the type it asks for, each expected error's message under its line, the `@errors` line left
 * out. The answers come from the sample check's program (src/samples/typeNotes.ts), which the
 * content layer hands to the compile (`typeNotesOf` on the file's data, src/build/article.ts). They
 * are kept on the file's data too (file.data.typeNotes, by the fence's line in the parsed tree), so
 * the article carries them and the Markdown twin shows the same text (withTypeNotes). Without
 * `typeNotesOf` (a tool that only compiles) the code stays as written.
 */
import type { MdastNode } from '../content/mdast'
import { hasTypeNotation, notedCode, type BlockTypeNotes } from '../content/typeNotation'

/** The notes of a page's blocks by fence line (the file's), from the tree as parsed. */
export type TypeNotesOf = (tree: MdastNode) => Map<number, BlockTypeNotes>

/** An article's notes by the line of each block's fence in its parsed tree (the body's line). */
export type ArticleTypeNotes = Record<string, BlockTypeNotes>

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
  return (
    tree: MdastNode,
    file: { path?: string; data: { typeNotesOf?: TypeNotesOf; mdast?: MdastNode; typeNotes?: ArticleTypeNotes; bodyLineOffset?: number } },
  ) => {
    const { typeNotesOf, mdast } = file.data
    const blocks = typeNotesOf && file.path && mdast ? noted(tree) : []
    if (blocks.length === 0) return
    const notes = typeNotesOf!(mdast!)
    const offset = file.data.bodyLineOffset ?? 0
    const kept: ArticleTypeNotes = {}
    for (const node of blocks) {
      const line = node.position!.start.line
      const answers = notes.get(line + offset)
      if (!answers) continue
      kept[line] = answers
      node.value = notedCode(node.value ?? '', answers)
    }
    file.data.typeNotes = kept
  }
}

/** `tree` (an article's parsed tree) with its blocks' notation answered as the page shows it. */
export function withTypeNotes(tree: MdastNode, notes: ArticleTypeNotes): MdastNode {
  if (Object.keys(notes).length === 0) return tree
  const map = (node: MdastNode): MdastNode => {
    const answers = node.type === 'code' && node.position ? notes[node.position.start.line] : undefined
    if (answers) return { ...node, value: notedCode(node.value ?? '', answers) }
    return node.children ? { ...node, children: node.children.map(map) } : node
  }
  return map(tree)
}
