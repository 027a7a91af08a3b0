/**
 * A page's type data, the file the hover fetches (build.ts writes it), made from the page's names
 * (src/samples/typeNames.ts computes them): each name moved from its place in the block as written
 * into the block's code as the page shows it, its type notation answered
 * (src/content/typeNotation.ts, notedLayout).
 */
import { notedLayout, type BlockTypeNotes } from '../content/typeNotation'

type Infos = Array<[string] | [string, string]>

/** A page's names as written: by block (its fence's line in the MDX file), `[line, column, length, info, …]`. */
export interface PageNames {
  /** Each distinct hover: its type, its token classes marked (TYPE_CLASS_MARK), then the first paragraph of its documentation. */
  infos: Infos
  /** The token class lists the marks index. */
  classes: string[]
  blocks: Record<string, number[]>
}

/**
 * The file the hover fetches: by block (its fence's line in the body, TYPES_ATTR),
 * `[line, column, length, info, …]` in the code as shown. Lines, not offsets: the highlighter
 * writes an empty line as a space, so the page's text and the code differ in length, never in a
 * line's columns.
 */
export interface PageTypeInfo {
  infos: Infos
  classes: string[]
  blocks: Record<string, number[]>
}

/**
 * A page's names placed in its blocks as the page shows them: `bodyLineOffset` is the front
 * matter's lines, `codeOf` a block's code by fence line in the file, `notes` the article's type
 * notes by fence line in the body.
 */
export function placedNames(
  names: PageNames,
  bodyLineOffset: number,
  codeOf: (fileLine: number) => string,
  notes: Record<string, BlockTypeNotes>,
): PageTypeInfo {
  const blocks: Record<string, number[]> = {}
  for (const [fileLine, placed] of Object.entries(names.blocks)) {
    const bodyLine = Number(fileLine) - bodyLineOffset
    const { shownAt } = notedLayout(codeOf(Number(fileLine)), notes[bodyLine])
    const out: number[] = []
    for (let i = 0; i < placed.length; i += 4) {
      const [line, column, length, info] = placed.slice(i, i + 4)
      if (shownAt[line] >= 0) out.push(shownAt[line], column, length, info)
    }
    if (out.length > 0) blocks[bodyLine] = out
  }
  return { infos: names.infos, classes: names.classes, blocks }
}
