/**
 * Docs a newcomer can trust: every repository path a comment or a Markdown file cites exists.
 * Comments are read from the project's code files, Markdown files whole; a citation is a path
 * starting at one of the repository's top-level folders or files (`src/build/article.ts`,
 * `deploy/nginx.conf:14`, `docs/`), or one relative to the citing file (`./behaviour.ts`,
 * `../README.md#deploying`). The owner's copies in spec/ and the site's content are left out:
 * they speak of other trees.
 */
import { execFileSync } from 'child_process'
import { readFileSync } from 'fs'
import path from 'path'

const ROOT = path.join(import.meta.dirname, '..')
const CODE = /\.(ts|tsx|mjs|js|cjs|css|conf|sh)$/
// This file is left out too: its fixtures cite missing paths on purpose.
const NOT_CHECKED = /^(spec|content|public|node_modules)\/|__fixtures__|\/generated\/|gatsby-types\.d\.ts$|pathCitations\.test\.ts$/

/** The comments of a code file: block and line comments (`//` not after a colon, so not a URL), or `#` lines in config files. */
export function commentsOf(code: string, hashComments = false): string {
  const found = code.match(hashComments ? /(?<=^|\s)#[^\n]*/gm : /\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g) ?? []
  return found.join('\n')
}

/** Paths in a text that start at one of the given top-level names, without line numbers or anchors. */
export function citedPaths(text: string, topLevel: string[]): string[] {
  const names = topLevel.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
  const pattern = new RegExp(`(?<![\\w./@~-])((?:${names})[\\w-]*(?:/[\\w.+\\[\\]-]+)*/?)(?::\\d+(?:-\\d+)?)?([*{<$]?)`, 'g')
  const out = new Set<string>()
  for (const match of text.matchAll(pattern)) {
    const cited = match[1].replace(/\.$/, '').replace(/\]+$/, (end) => (match[1].includes('[') ? end : ''))
    // A pattern (`e2e/runtime-*.spec.ts`, `static/docsearch-<version>`) names no one path; a bare
    // top-level word ("src", "docs") is prose; installed and generated files come with npm ci and the build.
    if (match[2] || (!cited.includes('/') && !cited.includes('.')) || /node_modules|\/generated\//.test(cited)) continue
    out.add(cited)
  }
  return [...out]
}

/**
 * Paths a text gives relative to its own file (`./x.ts`, `../README.md#deploying`), without anchors
 * or line numbers. A quoted one with no space in it (`'./app/store'`) is an example, not a citation.
 */
export function relativePaths(text: string): string[] {
  const unquoted = text.replace(/(['"])[^\s'"]*\1/g, '')
  return [...new Set([...unquoted.matchAll(/(?<![\w./-])(\.\.?\/[\w./-]*[\w-])(?:#[\w-]*|:\d+)?/g)].map((match) => match[1]))]
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
}

describe('path citations', () => {
  it('finds paths in comments and Markdown, with line numbers dropped', () => {
    const code =
      "const url = 'https://example.com/src/x' // see src/build/article.ts:12\n/* and deploy/nginx.conf, tested in deploy-tests/a.ts */\nconst s = 'src/not/a/comment.ts'"
    expect(citedPaths(commentsOf(code), ['src', 'deploy'])).toEqual(['src/build/article.ts', 'deploy/nginx.conf', 'deploy-tests/a.ts'])
    expect(
      citedPaths('Read `docs/performance.md` and README.md, in src; see [x](src/page/), not e2e/run-*.ts.', [
        'docs',
        'README.md',
        'src',
        'e2e',
      ]),
    ).toEqual(['docs/performance.md', 'README.md', 'src/page/'])
    expect(relativePaths(`See [Deploying](../README.md#deploying), ./behaviour.ts:12 and 0.5, a/../b or "import './app/store'".`)).toEqual([
      '../README.md',
      './behaviour.ts',
    ])
  })

  it('every cited repository path exists', () => {
    const files = trackedFiles()
    const topLevel = [...new Set(files.map((file) => file.split('/')[0]))]
    // What a fresh clone has: the tracked files and their folders (not what this machine built or installed).
    const present = new Set(files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))))
    const missing: string[] = []
    for (const file of files) {
      if (NOT_CHECKED.test(file) || !(file.endsWith('.md') || CODE.test(file))) continue
      const text = readFileSync(path.join(ROOT, file), 'utf8')
      // Fenced code in Markdown is sample code, whose `file=` names are the sample's own.
      const prose = file.endsWith('.md') ? text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '') : commentsOf(text, /\.(conf|sh)$/.test(file))
      const cited = citedPaths(prose, topLevel)
      for (const target of cited) if (!present.has(target.replace(/\/$/, ''))) missing.push(`${file} cites ${target}, which does not exist`)
      for (const target of relativePaths(prose)) {
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target))
        // ../shared is the owner's folder beside the clone, which a fresh clone lacks by design.
        if (!/^(\.\.\/)+shared(\/|$)/.test(target) && !present.has(resolved)) missing.push(`${file} cites ${target}, which does not exist`)
      }
    }
    // The check reads the real tree (an empty scan would pass vacuously).
    expect(files.length).toBeGreaterThan(100)
    expect(missing).toEqual([])
  })

  it('keeps the README to what a user needs: at most 300 lines (docs/ holds the rest)', () => {
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(300)
  })
})
