/**
 * Build step of the Markdown versions (called from createPages, after the search artifacts):
 * reads the site metadata, the sidebars and every Doc with its syntax tree through GraphQL and
 * writes into public/:
 *
 * - `<route>.md` for every doc (src/markdown/convert.ts);
 * - `llms.txt` and `llms-full.txt` (src/markdown/llms.ts).
 *
 * After the build, checkMarkdownTwins reads them back: every doc has its twin, no twin holds MDX
 * syntax, and every link to this site in a twin leads to another twin.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs'
import path from 'path'
import type { CreatePagesArgs, ParentSpanPluginArgs } from 'gatsby'
import { PUBLIC_DIR } from '../../content/paths'
import { documentedRelease } from '../../content/release'
import { found } from '../../content/found'
import { sidebarsOfNodes } from '../../content/sidebar'
import { canonicalUrl } from '../../config/urls'
import { bodyLineOffsetOf } from '../../content/frontmatter'
import { leftoverMdx } from '../convert'
import { llmsFullTxt, llmsTxt, type LlmsSite } from '../llms'
import { LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, markdownTwinPath } from '../twin'
import type { MdastNode } from '../../content/mdast'
import { renderTwins, type TwinSource } from './render'
import { withTypeNotes, type ArticleTypeNotes } from '../../mdx/typeNotes'

const inPublic = (publicDir: string, urlPath: string) => path.join(publicDir, ...urlPath.split('/'))

export interface MarkdownFiles {
  /** Site path → file content. */
  files: Map<string, string>
  docs: number
}

/** Everything the step writes, computed from the query result (no file system writes). */
export function markdownFiles(data: Queries.MarkdownTwinsQuery, release: string = documentedRelease().version): MarkdownFiles {
  const meta = found(data.site, 'Site node').siteMetadata
  const absoluteUrl = (urlPath: string) => canonicalUrl(meta, urlPath)
  const sidebars = sidebarsOfNodes(data.allDocsSidebar.nodes)
  const sources: TwinSource[] = data.allDoc.nodes.map((doc) => ({
    path: doc.path,
    title: doc.title,
    description: doc.description,
    sourcePath: doc.sourcePath,
    // Read only when a message needs it.
    get bodyLineOffset() {
      return bodyLineOffsetOf(doc.sourcePath)
    },
    tree: withTypeNotes(doc.mdx.article.tree as MdastNode, doc.mdx.article.typeNotes as ArticleTypeNotes),
  }))
  const twins = renderTwins(sources, { release, absoluteUrl })
  const site: LlmsSite = { title: meta.title, description: meta.description, release, absoluteUrl }
  const files = new Map<string, string>()
  for (const [route, markdown] of twins) files.set(markdownTwinPath(route), markdown)
  files.set(LLMS_TXT_PATH, llmsTxt(site, sidebars, data.allDoc.nodes))
  files.set(
    LLMS_FULL_TXT_PATH,
    llmsFullTxt(site, sidebars, data.allDoc.nodes, (doc) => twins.get(doc.path)!),
  )
  return { files, docs: twins.size }
}

export async function writeMarkdownArtifacts(
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  publicDir: string = PUBLIC_DIR,
): Promise<void> {
  const result = await graphql<Queries.MarkdownTwinsQuery>(`
    query MarkdownTwins {
      site {
        siteMetadata {
          title
          description
          siteUrl
          baseUrl
        }
      }
      allDocsSidebar {
        nodes {
          name
          items
        }
      }
      allDoc(sort: { path: ASC }) {
        nodes {
          id
          path
          title
          description
          sourcePath
          mdx {
            article {
              tree
              typeNotes
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Markdown versions: the docs query failed', result.errors)
    return
  }
  let output: MarkdownFiles
  try {
    output = markdownFiles(result.data)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  let bytes = 0
  for (const [urlPath, content] of output.files) {
    const file = inPublic(publicDir, urlPath)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
    bytes += Buffer.byteLength(content)
  }
  reporter.info(`Markdown: ${output.docs} page twins, ${LLMS_TXT_PATH} and ${LLMS_FULL_TXT_PATH} (${(bytes / 1000).toFixed(1)} kB in all)`)
}

/** Links in a Markdown text: inline `[text](url)` and definitions `[id]: url`. */
export function markdownLinks(markdown: string): string[] {
  const urls: string[] = []
  let inFence = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence
    if (inFence) continue
    const prose = line.replace(/(`+)[\s\S]*?\1/g, '')
    for (const match of prose.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)) urls.push(match[1])
    const definition = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(prose)
    if (definition) urls.push(definition[1])
  }
  return urls
}

/**
 * Problems in the written twins: a doc without a twin, MDX syntax left in one, a link to this
 * site that is not a twin or whose twin does not exist. `siteBase` is the absolute URL of the
 * site root with its prefix ("https://example.org/docs/").
 */
export function twinProblems(twins: ReadonlyMap<string, string | undefined>, siteBase: string): string[] {
  const problems: string[] = []
  for (const [twinPath, markdown] of twins) {
    if (markdown === undefined) {
      problems.push(`${twinPath} was not written`)
      continue
    }
    for (const leftover of leftoverMdx(markdown)) problems.push(`${twinPath} holds MDX syntax at ${leftover}`)
    for (const url of markdownLinks(markdown)) {
      if (!url.startsWith(siteBase)) continue
      const target = `/${url.slice(siteBase.length).replace(/[?#].*$/, '')}`
      if (!target.endsWith('.md')) problems.push(`${twinPath} links to ${url}, which is not a Markdown page`)
      else if (!twins.has(target)) problems.push(`${twinPath} links to ${url}, but there is no ${target}`)
    }
  }
  return problems
}

/** After the build: reads every doc's twin back from public/ and fails the build on any problem. */
export async function checkMarkdownTwins(
  { graphql, reporter }: Pick<ParentSpanPluginArgs, 'reporter'> & { graphql: CreatePagesArgs['graphql'] },
  publicDir: string = PUBLIC_DIR,
): Promise<void> {
  const result = await graphql<Queries.MarkdownTwinsCheckQuery>(`
    query MarkdownTwinsCheck {
      site {
        siteMetadata {
          siteUrl
          baseUrl
        }
      }
      allDoc {
        nodes {
          path
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Markdown versions: the check query failed', result.errors)
    return
  }
  const twins = new Map(
    result.data.allDoc.nodes.map(({ path: route }) => {
      const file = inPublic(publicDir, markdownTwinPath(route))
      return [markdownTwinPath(route), existsSync(file) ? readFileSync(file, 'utf8') : undefined] as const
    }),
  )
  const siteBase = canonicalUrl(found(result.data.site, 'Site node').siteMetadata, '/').replace(/\/?$/, '/')
  const problems = twinProblems(twins, siteBase)
  for (const extra of [LLMS_TXT_PATH, LLMS_FULL_TXT_PATH])
    if (!existsSync(inPublic(publicDir, extra))) problems.push(`${extra} was not written`)
  if (problems.length > 0) reporter.panicOnBuild(`Markdown versions:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  else reporter.info(`Markdown check: ${twins.size} twins, no MDX left, every link to the site leads to a twin`)
}
