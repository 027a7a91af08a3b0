/** A problem found in a page's samples, located in the MDX file when possible. */
export interface SampleFailure {
  /** The MDX file, relative to the project root; undefined for problems not tied to a page. */
  page?: string
  /** 1-based line in the MDX file (for a compile error: the line of the error). */
  line?: number
  /** 1-based line of the code block's opening fence in the MDX file. */
  fenceLine?: number
  /** 1-based line inside the code block (the fence is line 0). */
  blockLine?: number
  /** `TS2345`, `RUN`, `META`, … */
  code: string
  message: string
}

/** `content/docs/api/createSlice.mdx:LINE (block line N): TS2345: message` */
export function formatFailure(failure: SampleFailure): string {
  const where = failure.page === undefined ? '' : `${failure.page}${failure.line === undefined ? '' : `:${failure.line}`}`
  const blockLine = failure.blockLine === undefined ? '' : ` (block line ${failure.blockLine})`
  const prefix = where === '' ? '' : `${where}${blockLine}: `
  return `${prefix}${failure.code}: ${failure.message}`
}
