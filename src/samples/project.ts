/**
 * Lays out a page's code blocks as the files of a small project (see AUTHORING.md): a block
 * with `file=NAME` is that file of the page's directory, every other compiled block is
 * `block-<fence line>.<ext>`. Also finds fence problems (unknown meta, unclosed fences, …).
 */
import path from 'node:path'
import { isCodeLang, sampleFileName } from '../content/sampleFiles'
import { expectsErrors, hasTypeNotation } from '../content/typeNotation'
import type { CodeBlock } from './extract'
import type { SampleFailure } from './failure'
import type { SamplePage } from './pages'

export const KNOWN_META = 'title="…", file=NAME, fragment, run, no-js, {1,3-5}'

export interface SampleFile {
  /** Path relative to the page's directory, with forward slashes: `app/store.ts`. */
  name: string
  block: CodeBlock
  /** A non-fragment ts/tsx/js/jsx block: compiled (other files, e.g. JSON, are only served). */
  compiled: boolean
}

export interface PageProject {
  page: SamplePage
  files: SampleFile[]
  /** Code blocks marked `fragment`, which are listed but not compiled. */
  fragments: CodeBlock[]
  /** Compiled blocks marked `run`. */
  runs: SampleFile[]
  problems: SampleFailure[]
}

function metaProblem(page: SamplePage, block: CodeBlock, message: string): SampleFailure {
  return { page: page.relPath, line: block.line, fenceLine: block.line, code: 'META', message }
}

function blockProblems(page: SamplePage, block: CodeBlock): SampleFailure[] {
  const problems: SampleFailure[] = []
  const code = isCodeLang(block.lang)
  if (!block.closed) problems.push(metaProblem(page, block, 'code fence is never closed'))
  for (const token of block.meta.unknown) {
    problems.push(metaProblem(page, block, `unknown fence meta "${token}" (known: ${KNOWN_META})`))
  }
  if (block.meta.run && block.meta.fragment)
    problems.push(metaProblem(page, block, 'a fragment cannot be run (remove `run` or `fragment`)'))
  if (block.meta.run && !code)
    problems.push(metaProblem(page, block, `\`run\` needs a ts/tsx/js/jsx block, not "${block.lang || 'no language'}"`))
  if (hasTypeNotation(block.code)) {
    const notation = (message: string) => problems.push({ ...metaProblem(page, block, message), code: 'NOTATION' })
    if (!code || block.meta.fragment) notation('type notation (`^?`, `@errors`) needs a compiled block: ts, tsx, js or jsx, not a fragment')
    if (block.meta.highlight) notation('line highlights ({…}) cannot go with type notation, whose answers add lines')
    if (block.meta.run && expectsErrors(block.code)) notation('a `run` block must compile: remove `run` or `@errors`')
  }
  if (block.meta.file !== undefined) {
    const name = sampleFileName(block)
    if (name.startsWith('../') || name === '..' || path.posix.isAbsolute(name)) {
      problems.push(metaProblem(page, block, `file=${block.meta.file} must stay inside the page's project (a relative path without ..)`))
    }
  }
  return problems
}

/** The project of one page. */
export function planPage(page: SamplePage): PageProject {
  const files: SampleFile[] = []
  const fragments: CodeBlock[] = []
  const problems: SampleFailure[] = []
  const owners = new Map<string, CodeBlock>()
  for (const block of page.blocks) {
    const blockIssues = blockProblems(page, block)
    problems.push(...blockIssues)
    const code = isCodeLang(block.lang)
    if (code && block.meta.fragment) fragments.push(block)
    if (blockIssues.length > 0 || block.meta.fragment || (!code && block.meta.file === undefined)) continue
    const name = sampleFileName(block)
    const owner = owners.get(name)
    if (owner) {
      problems.push(metaProblem(page, block, `file=${block.meta.file} is already defined by the block at line ${owner.line}`))
      continue
    }
    owners.set(name, block)
    files.push({ name, block, compiled: code })
  }
  return { page, files, fragments, runs: files.filter((f) => f.compiled && f.block.meta.run), problems }
}
