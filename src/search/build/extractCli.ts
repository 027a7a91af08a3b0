/**
 * Prints search records as JSON, for callers that cannot load the ES-module MDX parser
 * themselves (jest). Input on stdin: `{ "docs": SearchDocInput[], "apiNames"?: string[] }`, or
 * `{ "content": true }` for every doc under content/docs. Run with `node --import tsx`.
 */
import { loadApiNames } from './apiNames'
import { readContentDocs } from './contentDocs'
import { extractRecords, type SearchDocInput } from './extract'

interface Input {
  docs?: SearchDocInput[]
  content?: boolean
  apiNames?: string[]
}

async function main(): Promise<void> {
  let text = ''
  for await (const chunk of process.stdin) text += chunk
  const input = JSON.parse(text) as Input
  const docs = input.content ? readContentDocs() : (input.docs ?? [])
  const records = await extractRecords(docs, input.apiNames ? new Set(input.apiNames) : loadApiNames())
  process.stdout.write(JSON.stringify(records))
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
})
