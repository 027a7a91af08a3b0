/**
 * Build step of the site search (called from createPages, so `gatsby develop` has it too):
 * reads every Doc and the tree its article was compiled from (Mdx.article.tree) through GraphQL, turns them into DocSearch records, and
 * writes into public/:
 *
 * - search-records.json: every record in DocSearch's shape (what `npm run search:upload` sends);
 * - search-shards/: the heading records filed by the first letters of their words, for the first
 *   results (shards.ts);
 * - search-index.json and search-body.json: every record in the compact form the embedded search
 *   loads after the first results (indexData.ts);
 * - static/docsearch-<version>/modal.css: the DocSearch modal's stylesheet, loaded when the
 *   modal first opens instead of being inlined into every page.
 *
 * After the build, checkSearchRecords verifies every record's anchor against the built page.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs'
import path from 'path'
import { gzipSync } from 'zlib'
import type { CreatePagesArgs, ParentSpanPluginArgs } from 'gatsby'
import { PUBLIC_DIR, SITE_ROOT } from '../../content/paths'
import {
  SEARCH_BODY_PATH,
  SEARCH_INDEX_PATH,
  SEARCH_RECORDS_PATH,
  SEARCH_SHARDS_DIR,
  SEARCH_SHARD_MANIFEST,
  docsearchStylesheetPath,
} from '../../config/search'
import { searchConfigFromEnv } from '../../config/env'
import { encodeIndexTiers } from '../indexData'
import { MAX_QUERY_SHARDS, SHARD_VERSION, shardFileName, type ShardManifest } from '../shards'
import { buildShards } from './shards'
import type { DocSearchRecord } from '../records'
import { extractRecords, type SearchDocInput } from './extract'
import type { MdastNode } from '../../content/mdast'

/**
 * Says which search back end the build uses. The variables were checked just before, with the
 * other build variables (src/build/checkEnv.ts), so this only reads them.
 */
export function reportSearchBackEnd(
  { reporter }: Pick<ParentSpanPluginArgs, 'reporter'>,
  env: Record<string, string | undefined> = process.env,
): void {
  const config = searchConfigFromEnv(env)
  reporter.info(
    config.provider === 'algolia' ? `Search: Algolia index "${config.indexName}" (app ${config.appId})` : 'Search: embedded index',
  )
}

/**
 * The most the embedded index may weigh on the wire (gzip, both tiers), for the whole site. It
 * grows with the pages (150 KB held 3 671 records; the content of 2026-11-26 has 4 326): the
 * reader's wait is bounded by the first results' own budget, the whole index arrives after them.
 */
export const INDEX_BUDGET_GZIP_BYTES = 200_000
/** The most index data (gzip) fetched before the first results: the manifest and the query's shards. */
export const FIRST_TIER_BUDGET_GZIP_BYTES = 40_000

const DOCSEARCH_CSS_DIR = path.join(SITE_ROOT, 'node_modules', '@docsearch', 'css')

export function docsearchCssVersion(): string {
  return (JSON.parse(readFileSync(path.join(DOCSEARCH_CSS_DIR, 'package.json'), 'utf8')) as { version: string }).version
}

const inPublic = (publicDir: string, urlPath: string) => path.join(publicDir, ...urlPath.split('/'))

export interface SearchArtifactsReport {
  records: number
  pages: number
  /** Both tiers. */
  indexBytes: number
  indexGzipBytes: number
  /** The heading records alone (search-index.json). */
  headsGzipBytes: number
  shards: number
  /** The most index data before the first results: the manifest and the MAX_QUERY_SHARDS largest shards. */
  firstResultsGzipBytes: number
}

/** Writes the records, the embedded index and the modal stylesheet; returns their sizes. */
export function writeSearchFiles(records: readonly DocSearchRecord[], publicDir: string = PUBLIC_DIR): SearchArtifactsReport {
  mkdirSync(publicDir, { recursive: true })
  writeFileSync(inPublic(publicDir, SEARCH_RECORDS_PATH), JSON.stringify(records))
  const tiers = encodeIndexTiers(records)
  const heads = JSON.stringify(tiers.heads)
  const body = JSON.stringify(tiers.body)
  writeFileSync(inPublic(publicDir, SEARCH_INDEX_PATH), heads)
  writeFileSync(inPublic(publicDir, SEARCH_BODY_PATH), body)
  const shardsDir = inPublic(publicDir, SEARCH_SHARDS_DIR)
  rmSync(shardsDir, { recursive: true, force: true })
  mkdirSync(shardsDir, { recursive: true })
  const shards = buildShards(records)
  const shardSizes: number[] = []
  for (const shard of shards) {
    const text = JSON.stringify(shard)
    writeFileSync(path.join(shardsDir, shardFileName(shard.key)), text)
    shardSizes.push(gzipSync(text, { level: 6 }).length)
  }
  const manifest = JSON.stringify({ version: SHARD_VERSION, keys: shards.map((s) => s.key) } satisfies ShardManifest)
  writeFileSync(path.join(shardsDir, SEARCH_SHARD_MANIFEST), manifest)
  const largest = shardSizes.sort((a, b) => b - a).slice(0, MAX_QUERY_SHARDS)
  const css = inPublic(publicDir, docsearchStylesheetPath(docsearchCssVersion()))
  mkdirSync(path.dirname(css), { recursive: true })
  copyFileSync(path.join(DOCSEARCH_CSS_DIR, 'dist', 'modal.css'), css)
  return {
    records: records.length,
    pages: new Set(records.map((r) => r.url_without_anchor)).size,
    indexBytes: Buffer.byteLength(heads) + Buffer.byteLength(body),
    indexGzipBytes: gzipSync(heads, { level: 6 }).length + gzipSync(body, { level: 6 }).length,
    headsGzipBytes: gzipSync(heads, { level: 6 }).length,
    shards: shards.length,
    firstResultsGzipBytes: gzipSync(manifest, { level: 6 }).length + largest.reduce((a, b) => a + b, 0),
  }
}

/** The docs, from the GraphQL content layer, with the sidebar category each is listed under. */
export async function queryDocs(graphql: CreatePagesArgs['graphql']): Promise<SearchDocInput[]> {
  const result = await graphql<Queries.SearchDocsQuery>(`
    query SearchDocs {
      allDoc(sort: { path: ASC }) {
        nodes {
          path
          title
          description
          sourcePath
          place {
            categories
          }
          mdx {
            article {
              tree
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Search records: the docs query failed: ${JSON.stringify(result.errors)}`)
  return result.data.allDoc.nodes.map((doc) => ({
    path: doc.path,
    title: doc.title,
    description: doc.description,
    category: doc.place.categories[0] ?? '',
    tree: doc.mdx.article.tree as MdastNode,
    sourcePath: doc.sourcePath,
  }))
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

export async function writeSearchArtifacts({ graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>): Promise<void> {
  let report: SearchArtifactsReport
  try {
    report = writeSearchFiles(extractRecords(await queryDocs(graphql)))
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  const summary = `Search: ${report.records} records from ${report.pages} pages; embedded index ${kb(report.indexBytes)}, ${kb(report.indexGzipBytes)} gzip (${report.shards} shards; at most ${kb(report.firstResultsGzipBytes)} before the first results)`
  const over = [
    report.indexGzipBytes > INDEX_BUDGET_GZIP_BYTES && `the index is over its ${kb(INDEX_BUDGET_GZIP_BYTES)} budget`,
    report.firstResultsGzipBytes > FIRST_TIER_BUDGET_GZIP_BYTES &&
      `the first results may need more than ${kb(FIRST_TIER_BUDGET_GZIP_BYTES)}`,
  ].filter(Boolean)
  if (over.length > 0) reporter.warn(`${summary}; ${over.join(', ')}`)
  else reporter.info(summary)
}

/** A built page's route and the ids of its elements (the post-build step reads them once for every check). */
export interface BuiltPageIds {
  path: string
  ids: ReadonlySet<string>
}

/** Records whose page or anchor does not exist in the built site, as messages. */
export function anchorProblems(records: readonly DocSearchRecord[], pages: readonly BuiltPageIds[]): string[] {
  const byPath = new Map(pages.map((page) => [page.path, page]))
  const problems: string[] = []
  for (const record of records) {
    const page = byPath.get(record.url_without_anchor)
    if (!page) problems.push(`${record.objectID}: no built page at ${record.url_without_anchor}`)
    else if (record.anchor !== null && !page.ids.has(record.anchor))
      problems.push(`${record.objectID}: ${record.url_without_anchor} has no element with id "${record.anchor}"`)
  }
  return problems
}

/** After the build: every search record points at a built page and one of its heading ids. */
export function checkSearchRecords(
  { reporter }: Pick<ParentSpanPluginArgs, 'reporter'>,
  pages: readonly BuiltPageIds[],
  publicDir: string = PUBLIC_DIR,
): void {
  const file = inPublic(publicDir, SEARCH_RECORDS_PATH)
  let records: DocSearchRecord[]
  try {
    records = JSON.parse(readFileSync(file, 'utf8')) as DocSearchRecord[]
  } catch (error) {
    reporter.panicOnBuild(`Search: cannot read ${path.relative(SITE_ROOT, file)} (${(error as Error).message}); createPages writes it`)
    return
  }
  const problems = anchorProblems(records, pages)
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `Search records point at anchors the pages do not have (the record extraction and rehype-slug disagree; see src/search/records.ts):\n${problems
        .slice(0, 20)
        .map((p) => `  - ${p}`)
        .join('\n')}${problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''}`,
    )
  } else reporter.info(`Search: all ${records.length} records point at built pages and their heading ids`)
}
