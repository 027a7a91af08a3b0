/**
 * `npm run search:upload`: sends the built records (public/search-records.json) to the Algolia
 * index the hosted search reads, replacing its content atomically, and sets the index's ranking
 * to match the embedded engine's. Needs the admin key, which only this command reads.
 */
import { existsSync, readFileSync } from 'fs'
import path from 'path'
import { PUBLIC_DIR, SITE_ROOT } from '../../content/paths'
import { ALGOLIA_ADMIN_KEY_ENV, ALGOLIA_ENV, SEARCH_RECORDS_PATH } from '../../config/search'
import { TYPO_MIN_LENGTH } from '../engine'
import { HIERARCHY_LEVELS, type DocSearchRecord } from '../records'

export interface UploadConfig {
  appId: string
  indexName: string
  adminKey: string
}

export class UploadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UploadError'
  }
}

type Env = Record<string, string | undefined>

/** The index and the admin key; every missing variable is named. */
export function uploadConfigFromEnv(env: Env): UploadConfig {
  const wanted = { appId: ALGOLIA_ENV.appId, indexName: ALGOLIA_ENV.indexName, adminKey: ALGOLIA_ADMIN_KEY_ENV } as const
  const values = Object.fromEntries(Object.entries(wanted).map(([key, name]) => [key, (env[name] ?? '').trim()])) as unknown as UploadConfig
  const missing = (Object.keys(wanted) as Array<keyof UploadConfig>).filter((key) => !values[key]).map((key) => wanted[key])
  if (missing.length > 0) {
    throw new UploadError(
      `search:upload needs ${missing.join(', ')} (the Algolia application, the index to fill and an admin key with write access). ` +
        `Set ${missing.length === 1 ? 'it' : 'them'} in the environment; the admin key is read by this command only and never goes into the site.`,
    )
  }
  return values
}

export const DEFAULT_RECORDS_FILE = path.join(PUBLIC_DIR, ...SEARCH_RECORDS_PATH.split('/'))

/** The records a build wrote, checked for DocSearch's shape. */
export function readRecordsFile(file: string = DEFAULT_RECORDS_FILE): DocSearchRecord[] {
  const shown = file.startsWith(SITE_ROOT + path.sep) ? path.relative(SITE_ROOT, file) : file
  if (!existsSync(file))
    throw new UploadError(`${shown} does not exist. Run \`npm run build\` first: the build writes the search records there.`)
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new UploadError(`${shown} is not valid JSON (${(error as Error).message}). Rebuild the site.`)
  }
  if (!Array.isArray(data) || data.length === 0) throw new UploadError(`${shown} holds no records. Rebuild the site.`)
  data.forEach((record: Partial<DocSearchRecord>, i) => {
    if (
      typeof record?.objectID !== 'string' ||
      typeof record.url !== 'string' ||
      typeof record.type !== 'string' ||
      !record.hierarchy?.lvl1
    ) {
      throw new UploadError(
        `${shown}: record ${i} is not a DocSearch record (objectID, url, type and hierarchy.lvl1 are required). Rebuild the site.`,
      )
    }
  })
  return data as DocSearchRecord[]
}

/**
 * Index settings that rank like the embedded engine: headings before content, page titles
 * before headings before paragraphs (DocSearch's level weights), camelCase parts searchable,
 * plurals folded, typos from the same word lengths, code names searchable last.
 */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [...HIERARCHY_LEVELS.slice(1).map((level) => `unordered(hierarchy.${level})`), 'content', 'unordered(code)'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  camelCaseAttributes: ['hierarchy', 'content', 'code'],
  ignorePlurals: true,
  removeStopWords: true,
  queryLanguages: ['en'],
  indexLanguages: ['en'],
  minWordSizefor1Typo: TYPO_MIN_LENGTH.one,
  minWordSizefor2Typos: TYPO_MIN_LENGTH.two,
  attributesForFaceting: ['type'],
  attributesToSnippet: ['content:15'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
}

/** The part of algoliasearch's client (v5) the upload uses. */
export interface AlgoliaWriter {
  replaceAllObjects(args: { indexName: string; objects: Array<Record<string, unknown>>; batchSize?: number }): Promise<unknown>
  setSettings(args: { indexName: string; indexSettings: Record<string, unknown> }): Promise<{ taskID: number }>
  waitForTask(args: { indexName: string; taskID: number }): Promise<unknown>
}

export async function uploadRecords(
  client: AlgoliaWriter,
  config: Pick<UploadConfig, 'indexName'>,
  records: readonly DocSearchRecord[],
  log: (line: string) => void = console.log,
): Promise<void> {
  const { indexName } = config
  log(`Replacing the records of the Algolia index "${indexName}" with ${records.length} records…`)
  await client.replaceAllObjects({ indexName, objects: records as unknown as Array<Record<string, unknown>>, batchSize: 1000 })
  log('Setting the index ranking…')
  const { taskID } = await client.setSettings({ indexName, indexSettings: ALGOLIA_INDEX_SETTINGS })
  await client.waitForTask({ indexName, taskID })
  log(`Done: "${indexName}" holds ${records.length} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages.`)
}
