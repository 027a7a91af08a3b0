/**
 * The ranking query sets the tests and `npm run bench:search` use: this repository's own copies
 * (src/search/queries/*.tsv), so a clone with nothing beside it runs them. The shared originals
 * (../shared/search/) are compared with these copies by scripts/sharedCopies.test.ts when they exist.
 *
 * Format: one query per line, `query<TAB>path|path` (the acceptable first results); lines
 * starting with # are comments.
 */
import { existsSync, readFileSync } from 'fs'
import path from 'path'
import { SITE_ROOT } from '../../content/paths'

export const QUERY_FILES = ['queries.tsv', 'task-queries.tsv', 'task-queries-2.tsv'] as const
export type QueryFileName = (typeof QUERY_FILES)[number]

export const QUERIES_DIR = path.join(SITE_ROOT, 'src', 'search', 'queries')

export interface RankingQuery {
  query: string
  /** Acceptable first results (page paths). */
  accepted: string[]
  /** Where it is written, for messages: file:line. */
  source: string
}

/** Parses a query file; a malformed line throws with its file and line number. */
export function parseQueryFile(text: string, file: string): RankingQuery[] {
  const queries: RankingQuery[] = []
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return
    const [query, paths, extra] = line.split('\t')
    const accepted = (paths ?? '')
      .split('|')
      .map((p) => p.trim())
      .filter(Boolean)
    if (!query?.trim() || accepted.length === 0 || extra !== undefined || accepted.some((p) => !p.startsWith('/'))) {
      throw new Error(`${file}:${i + 1}: expected "query<TAB>/path|/path", got ${JSON.stringify(line)}`)
    }
    queries.push({ query: query.trim(), accepted, source: `${file}:${i + 1}` })
  })
  return queries
}

export function readQueryFile(name: QueryFileName, dir: string = QUERIES_DIR): RankingQuery[] {
  const file = path.join(dir, name)
  if (!existsSync(file)) throw new Error(`The ranking queries are missing: ${path.relative(SITE_ROOT, file)}`)
  return parseQueryFile(readFileSync(file, 'utf8'), path.relative(SITE_ROOT, file))
}

/** Every ranking query of the repository's copies. */
export function readRankingQueries(dir: string = QUERIES_DIR): RankingQuery[] {
  return QUERY_FILES.flatMap((name) => readQueryFile(name, dir))
}
