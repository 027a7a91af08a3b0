/**
 * Markdown twins as JSON (route → Markdown), for callers that cannot load the ES-module MDX
 * parser and serialiser themselves (jest). Input on stdin:
 * `{ "docs": TwinSource[], "release": "…", "siteUrl": "…", "baseUrl": "/" }`, or with
 * `"content": true` instead of `docs`, every doc under content/docs. Run with `node --import tsx`.
 */
import { readFileSync } from 'fs'
import path from 'path'
import { canonicalUrl } from '../../config/urls'
import { SITE_ROOT } from '../../content/paths'
import { frontMatterLineCount } from '../../content/frontmatter'
import { readContentDocs } from '../../search/build/contentDocs'
import { renderTwins, type TwinSource } from './render'

interface Input {
  docs?: TwinSource[]
  content?: boolean
  release: string
  siteUrl: string
  baseUrl: string
}

async function main(): Promise<void> {
  let text = ''
  for await (const chunk of process.stdin) text += chunk
  const input = JSON.parse(text) as Input
  const docs: TwinSource[] = input.content
    ? readContentDocs().map((doc) => ({
        ...doc,
        bodyLineOffset: frontMatterLineCount(readFileSync(path.join(SITE_ROOT, doc.sourcePath), 'utf8').split(/\r?\n/)),
      }))
    : (input.docs ?? [])
  const twins = await renderTwins(docs, { release: input.release, absoluteUrl: (urlPath) => canonicalUrl(input, urlPath) })
  process.stdout.write(JSON.stringify(Object.fromEntries(twins)))
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
})
