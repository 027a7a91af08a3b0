/**
 * Front matter of a doc page: the four fields every MDX file under content/docs must declare.
 * Validation errors name the file and the field so the build message says what to fix.
 */

import matter from 'gray-matter'
export interface DocFrontmatter {
  id: string
  title: string
  sidebar_label: string
  description: string
}

export const REQUIRED_FIELDS: ReadonlyArray<keyof DocFrontmatter> = ['id', 'title', 'sidebar_label', 'description']

export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid front matter in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'FrontmatterError'
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (value instanceof Date) return 'a date'
  return `a ${typeof value}`
}

/**
 * Checks `data` (the parsed YAML) of the file at `file` (path relative to content/docs).
 * The `id` must equal the file's name without its extension, since the file's place is its route.
 */
export function validateFrontmatter(data: unknown, file: string): DocFrontmatter {
  const problems: string[] = []
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new FrontmatterError(file, ['the file has no front matter block; add one between --- lines with: ' + REQUIRED_FIELDS.join(', ')])
  }
  const record = data as Record<string, unknown>
  for (const field of REQUIRED_FIELDS) {
    const value = record[field]
    if (value === undefined) problems.push(`"${field}" is missing; add ${field}: <text>`)
    else if (typeof value !== 'string') problems.push(`"${field}" must be a string, but it is ${describe(value)}; quote it`)
    else if (value.trim() === '') problems.push(`"${field}" is empty`)
  }
  const base = file.replace(/\\/g, '/').split('/').pop()!.replace(/\.mdx?$/, '')
  if (typeof record.id === 'string' && record.id.trim() !== '' && record.id !== base) {
    problems.push(`"id" is "${record.id}" but the file is named "${base}"; the id must equal the file name`)
  }
  if (problems.length > 0) throw new FrontmatterError(file, problems)
  return {
    id: record.id as string,
    title: record.title as string,
    sidebar_label: record.sidebar_label as string,
    description: record.description as string,
  }
}

/** Number of lines taken by the YAML front matter at the top of the file (0 when there is none). */
export function frontMatterLineCount(lines: readonly string[]): number {
  if (lines[0]?.trim() !== '---') return 0
  for (let i = 1; i < lines.length; i += 1) if (lines[i].trim() === '---') return i + 1
  return 0
}

/**
 * The front matter of an MDX source as YAML data ({} when the file has none), read the way
 * gatsby-plugin-mdx reads it (gray-matter). A YAML error is thrown with its `reason` and `mark`.
 */
export function readFrontmatter(source: string): Record<string, unknown> {
  // The empty options object turns gray-matter's cache off, so an edited file is read again.
  return matter(source, {}).data
}
