import { readFileSync } from 'fs'
import { SIDEBARS_FILE, fromRoot } from './paths'
import type { Sidebars } from './sidebar'
import { parseSidebars } from './sidebarSchema'
import { ContentError } from './schema'

/** Reads and checks content/sidebars.json; a JSON syntax error names the file. */
export function loadSidebars(file: string = SIDEBARS_FILE): Sidebars {
  const name = fromRoot(file)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new ContentError(name, ['the file is missing; it lists the sidebar categories and their doc ids'])
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new ContentError(name, [`it is not valid JSON: ${(error as Error).message}`])
  }
  return parseSidebars(data, name)
}
