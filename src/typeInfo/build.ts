/**
 * Writes the hover types' files into public/types/ after the build (src/build/postBuild.ts gives it
 * each doc's names, from src/samples/typeNames.ts): the behaviour (behaviour.ts, a module intent.ts
 * loads on the first intent) and one file per page (data.ts).
 */
import path from 'node:path'
import { bundleForBrowser, writeFolder } from '../browser/bundle'
import type { BlockTypeNotes } from '../content/typeNotation'
import { SITE_ROOT } from '../content/paths'
import { TYPES_BEHAVIOUR_FILE, TYPES_DIR, typesFile } from './attributes'
import { placedNames, type PageNames } from './data'

export interface TypedPage {
  route: string
  names: PageNames
  bodyLineOffset: number
  /** A block's code as written, by its fence's line in the file. */
  codeOf: (fileLine: number) => string
  /** The article's type notes, by fence line in the body. */
  notes: Record<string, BlockTypeNotes>
}

export async function writeTypeInfoFiles(publicDir: string, pages: readonly TypedPage[]): Promise<void> {
  const behaviour = await bundleForBrowser({ entry: path.join(SITE_ROOT, 'src', 'typeInfo', 'behaviour.ts'), format: 'esm' })
  const files = new Map([[TYPES_BEHAVIOUR_FILE, behaviour]])
  for (const page of pages)
    files.set(
      path.relative(TYPES_DIR, typesFile(page.route)),
      JSON.stringify(placedNames(page.names, page.bodyLineOffset, page.codeOf, page.notes)),
    )
  writeFolder(path.join(publicDir, TYPES_DIR), files)
}
