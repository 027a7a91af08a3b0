/**
 * Front matter of a doc page: the four fields every MDX file under content/docs must declare,
 * as a zod schema (types and checks in one place). Errors name the file and the field so the
 * build message says what to fix (src/content/schema.ts words them).
 */
import { readFileSync } from 'fs'
import matter from 'gray-matter'
import path from 'path'
import { z } from 'zod'
import { SITE_ROOT } from './paths'
import { ContentError, issueMessages, type IssueWording } from './schema'

/** A required text field: a non-blank string. */
const text = (field: string) => z.string().refine((value) => value.trim() !== '', { message: `"${field}" is empty` })

/** The front matter every doc declares (other keys are allowed and ignored). */
export const docFrontmatterSchema = z.object({
  id: text('id'),
  title: text('title'),
  sidebar_label: text('sidebar_label'),
  description: text('description'),
})

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>

export const REQUIRED_FIELDS = Object.keys(docFrontmatterSchema.shape) as Array<keyof DocFrontmatter>

const wording: IssueWording = {
  missing: ([field]) => `"${field}" is missing; add ${field}: <text>`,
  wrongType: ([field], received) => `"${field}" must be a string, but it is ${received}; quote it`,
}

/**
 * Checks `data` (the parsed YAML, undefined when the file has none) of the file at `file`. The
 * `id` must also equal the file's name without its extension, since the file's place is its
 * route: that check needs the file, so it sits beside the schema, and every problem is reported
 * at once.
 */
export function validateFrontmatter(data: unknown, file: string): DocFrontmatter {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ContentError(file, ['the file has no front matter block; add one between --- lines with: ' + REQUIRED_FIELDS.join(', ')])
  }
  const parsed = docFrontmatterSchema.safeParse(data)
  const problems = parsed.success ? [] : issueMessages(parsed.error, wording)
  const id = (data as Record<string, unknown>).id
  const base = file.replace(/\\/g, '/').split('/').pop()!.replace(/\.mdx?$/, '')
  if (typeof id === 'string' && id.trim() !== '' && id !== base) {
    problems.push(`"id" is "${id}" but the file is named "${base}"; the id must equal the file name`)
  }
  if (!parsed.success || problems.length > 0) throw new ContentError(file, problems)
  return parsed.data
}

/**
 * The front matter of an MDX source as YAML data ({} when the file has none), read the way
 * gatsby-plugin-mdx reads it (gray-matter). A YAML error is thrown with its `reason` and `mark`.
 */
export function readFrontmatter(source: string): Record<string, unknown> {
  // The empty options object turns gray-matter's cache off, so an edited file is read again.
  return matter(source, {}).data
}

/** Number of lines taken by the YAML front matter at the top of the file (0 when there is none). */
export function frontMatterLineCount(lines: readonly string[]): number {
  if (lines[0]?.trim() !== '---') return 0
  for (let i = 1; i < lines.length; i += 1) if (lines[i].trim() === '---') return i + 1
  return 0
}

/**
 * The lines above a file's body (its front matter), read from the file (a path from the site's
 * root), so a message about the body can name a file line; 0 when it cannot be read.
 */
export function bodyLineOffsetOf(filePath: string): number {
  try {
    return frontMatterLineCount(readFileSync(path.resolve(SITE_ROOT, filePath), 'utf8').split(/\r?\n/))
  } catch {
    return 0
  }
}
