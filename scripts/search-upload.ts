/**
 * `npm run search:upload`: fills the Algolia index of the hosted search with the records the
 * last build wrote (public/search-records.json), replacing the index's content in one step, and
 * sets its ranking. Reads ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_KEY; the admin key
 * is used here only and never enters the site.
 *
 * Options: --records <file> (another records file), --dry-run (check everything, send nothing).
 */
import { algoliasearch } from 'algoliasearch'
import {
  readRecordsFile,
  uploadConfigFromEnv,
  uploadRecords,
  DEFAULT_RECORDS_FILE,
  ALGOLIA_INDEX_SETTINGS,
  type AlgoliaWriter,
} from '../src/search/build/upload'

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const records = readRecordsFile(argument('records') ?? DEFAULT_RECORDS_FILE)
  const config = uploadConfigFromEnv(process.env)
  if (process.argv.includes('--dry-run')) {
    const pages = new Set(records.map((r) => r.url_without_anchor)).size
    console.log(
      `Dry run: ${records.length} records from ${pages} pages would replace the content of "${config.indexName}" (app ${config.appId}), with these settings:`,
    )
    console.log(JSON.stringify(ALGOLIA_INDEX_SETTINGS, null, 2))
    return
  }
  const client = algoliasearch(config.appId, config.adminKey)
  await uploadRecords(client as unknown as AlgoliaWriter, config, records)
}

main().catch((error: Error) => {
  console.error(`search:upload failed: ${error.message}`)
  process.exit(1)
})
