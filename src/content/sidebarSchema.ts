/**
 * The shape of content/sidebars.json as a zod schema, and its check: every problem names where it
 * is (`sidebar "docs"[2].items`). Kept apart from sidebar.ts, whose tree functions the browser
 * bundle uses: the schema library stays on the build's side.
 */
import { z } from 'zod'
import { ContentError, issueMessages, type IssueWording } from './schema'
import type { SidebarItem, Sidebars } from './sidebar'

const nonBlank = (value: string) => value.trim() !== ''

/** A sidebar item: a doc id, or a category of items. */
const sidebarItemSchema: z.ZodType<SidebarItem> = z.lazy(() =>
  z.union([
    z.string().refine(nonBlank, 'is an empty doc id'),
    z.object({ label: z.string().refine(nonBlank, 'is a category without a "label"'), items: z.array(sidebarItemSchema) }),
  ]),
)

/** content/sidebars.json: named sidebars, each a list of items. */
export const sidebarsSchema = z.record(z.array(sidebarItemSchema))

/** `sidebar "docs"[2].items`: where a problem is, as an author finds it in the file. */
function where(path: readonly (string | number)[]): string {
  const [name, ...rest] = path
  return `sidebar "${name}"${rest.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('')}`
}

const wording: IssueWording = {
  missing: (path) => (path.at(-1) === 'label' ? `${where(path.slice(0, -1))} is a category without a "label"` : `${where(path)} must be a list of doc ids and categories`),
  wrongType: (path, _received) =>
    path.at(-1) === 'label'
      ? `${where(path.slice(0, -1))} is a category without a "label"`
      : typeof path.at(-1) === 'number'
        ? `${where(path)} must be a doc id (string) or a category ({ "label", "items" })`
        : `${where(path)} must be a list of doc ids and categories`,
  refined: (path, message) => `${where(path.at(-1) === 'label' ? path.slice(0, -1) : path)} ${message}`,
}

/** Checks the shape of the parsed JSON; every problem names where it is. */
export function parseSidebars(data: unknown, file: string): Sidebars {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ContentError(file, ['the file must hold an object of named sidebars, e.g. { "docs": [ ... ] }'])
  }
  const parsed = sidebarsSchema.safeParse(data)
  const problems = parsed.success ? [] : issueMessages(parsed.error, wording)
  if (Object.keys(data).length === 0) problems.push('no sidebar is defined')
  if (problems.length > 0) throw new ContentError(file, problems)
  return data as Sidebars
}
