/**
 * The content model's checks: zod schemas give the types, and one formatter turns zod's issues
 * into messages that say what to fix. Every content file's problems are reported together, as one
 * ContentError naming the file.
 */
import type { ZodError, ZodIssue } from 'zod'

/** A content file that does not hold what the site needs: the file, and one message per problem. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Problems in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ContentError'
  }
}

/** How a value's type reads in a message ("a number", "a list"), from zod's name for it. */
export function describeReceived(received: string): string {
  if (received === 'array') return 'a list'
  if (received === 'null') return 'null'
  return /^[aeiou]/.test(received) ? `an ${received}` : `a ${received}`
}

type IssuePath = readonly (string | number)[]

/** How a content file words its problems; a refinement's message is passed to `refined`, which may place it. */
export interface IssueWording {
  missing(path: IssuePath): string
  wrongType(path: IssuePath, received: string): string
  refined?(path: IssuePath, message: string): string
}

/**
 * zod reports a value that fits no member of a union as one issue holding every member's issues.
 * The member the author meant is the one whose type the value has (an object for a category, not
 * a string for a doc id): its issues are reported. A value of no member's type is reported as
 * that type error.
 */
function meantIssues(issues: readonly ZodIssue[]): ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue]
    const isTypeMismatch = (i: ZodIssue) => i.code === 'invalid_type' && i.path.length === issue.path.length
    const meant = issue.unionErrors.find((member) => !member.issues.some(isTypeMismatch))
    if (meant) return meantIssues(meant.issues)
    const mismatch = issue.unionErrors[0]?.issues.find(isTypeMismatch)
    return mismatch ? [mismatch] : [issue]
  })
}

/** One message per issue, in the schema's order. */
export function issueMessages(error: ZodError, wording: IssueWording): string[] {
  return meantIssues(error.issues).map((issue) => {
    if (issue.code === 'invalid_type' && issue.received === 'undefined') return wording.missing(issue.path)
    if (issue.code === 'invalid_type') return wording.wrongType(issue.path, describeReceived(issue.received))
    return wording.refined ? wording.refined(issue.path, issue.message) : issue.message
  })
}
