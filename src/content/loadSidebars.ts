import { readFileSync } from 'fs'
import { SIDEBARS_FILE, fromRoot } from './paths'
import type { Sidebars } from './sidebar'
import { parseSidebars } from './sidebarSchema'
import { ContentError } from './schema'

/** Checks the text of content/sidebars.json (`name` is the file, for messages); a JSON syntax error names the file. */
export function parseSidebarsJson(text: string, name: string = fromRoot(SIDEBARS_FILE)): Sidebars {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new ContentError(name, [`it is not valid JSON: ${(error as Error).message}`])
  }
  return parseSidebars(data, name)
}

/**
 * Reads and checks content/sidebars.json from disk: for the tools that run without Gatsby (the
 * search records in jest, the benchmark and e2e/a11y.spec.ts). The site build reads it through Gatsby's data layer
 * (src/build/nodes.ts), so `gatsby develop` picks up an edit.
 */
export function loadSidebars(file: string = SIDEBARS_FILE): Sidebars {
  const name = fromRoot(file)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new ContentError(name, ['the file is missing; it lists the sidebar categories and their doc ids'])
  }
  return parseSidebarsJson(text, name)
}
