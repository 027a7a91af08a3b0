/**
 * Before Gatsby sources anything: reads the front matter of every doc file and reports every
 * problem at once, each with its file. gatsby-plugin-mdx would otherwise stop at the first
 * YAML syntax error without saying which file it is in.
 */
import { existsSync, readFileSync } from 'fs'
import { DOCS_DIR, SIDEBARS_FILE, findMdxFiles, fromRoot } from '../content/paths'
import { readFrontmatter, validateFrontmatter } from '../content/frontmatter'
import { ContentError } from '../content/schema'

/** One message per problem, naming the file (and the YAML line for syntax errors). */
export function frontmatterProblems(docsDir: string = DOCS_DIR): string[] {
  const problems: string[] = []
  for (const file of findMdxFiles(docsDir)) {
    const name = fromRoot(file)
    let data: unknown
    try {
      data = readFrontmatter(readFileSync(file, 'utf8'))
    } catch (error) {
      const reason = (error as { reason?: string; mark?: { line: number } }).reason ?? (error as Error).message
      const line = (error as { mark?: { line: number } }).mark?.line
      problems.push(
        `${name}: the front matter is not valid YAML (${reason}${line === undefined ? '' : `, front matter line ${line + 1}`}); quote values that contain : [ ] { } or #`,
      )
      continue
    }
    try {
      validateFrontmatter(Object.keys(data as object).length === 0 ? undefined : data, name)
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(...error.problems.map((problem) => `${name}: ${problem}`))
    }
  }
  return problems
}

/**
 * The sidebar file must exist before Gatsby starts watching it (gatsby-source-filesystem would
 * only say that "the path" does not exist). Its content is checked when it becomes nodes (nodes.ts).
 */
export function sidebarFileProblem(file: string = SIDEBARS_FILE): string | null {
  return existsSync(file) ? null : `${fromRoot(file)} is missing: create it; it lists the sidebar categories and their doc ids`
}
