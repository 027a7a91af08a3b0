import { readFileSync } from 'fs'
import { SIDEBARS_FILE, fromRoot } from './paths'
import { parseSidebars, SidebarError, type Sidebars } from './sidebar'

/** Reads and checks content/sidebars.json; a JSON syntax error names the file. */
export function loadSidebars(file: string = SIDEBARS_FILE): Sidebars {
  const name = fromRoot(file)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new SidebarError(name, ['the file is missing; it lists the sidebar categories and their doc ids'])
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new SidebarError(name, [`it is not valid JSON: ${(error as Error).message}`])
  }
  return parseSidebars(data, name)
}
