/**
 * /llms.txt and /llms-full.txt (the llms.txt convention, https://llmstxt.org): the site's name as
 * the H1, a blockquote summary, a short note, then one `##` section per run of docs that share a
 * sidebar category, with one `- [Title](absolute .md URL): description` line per doc, in sidebar
 * order. llms-full.txt has the same head followed by every doc's twin in the same order. Both are
 * made from the sidebar and the Doc nodes; nothing here lists a page by hand. Pure.
 */
import { sidebarEntries, type Sidebars } from '../content/sidebar'
import { markdownTwinPath, LLMS_FULL_TXT_PATH } from './twin'

export interface LlmsDoc {
  id: string
  path: string
  title: string
  description: string
}

export interface LlmsSite {
  title: string
  description: string
  /** The documented release, e.g. 2.14.0. */
  release: string
  absoluteUrl(path: string): string
}

export interface LlmsSection {
  /** The category trail, e.g. "API Reference: Store Setup". */
  heading: string
  docIds: string[]
}

/** Line that separates two pages in llms-full.txt (a thematic break; the twins contain none). */
export const PAGE_SEPARATOR = '\n\n---\n\n'

/** Consecutive sidebar entries with the same categories form one section; sidebar order is kept. */
export function llmsSections(sidebars: Sidebars): LlmsSection[] {
  const sections: LlmsSection[] = []
  for (const entry of sidebarEntries(sidebars)) {
    const heading = entry.categories.join(': ')
    const last = sections.at(-1)
    if (last && last.heading === heading) last.docIds.push(entry.docId)
    else sections.push({ heading, docIds: [entry.docId] })
  }
  return sections
}

/** One line of text: Markdown link text and descriptions must not break the list. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()
const linkText = (value: string) => oneLine(value).replace(/([\\[\]])/g, '\\$1')

function head(site: LlmsSite): string {
  return [
    `# ${oneLine(site.title)}`,
    `> ${oneLine(site.description)}`,
    `These pages document \`@reduxjs/toolkit\` ${site.release}. Every link below is the Markdown version of a page; the same address without \`.md\` is the HTML page. ` +
      `[llms-full.txt](${site.absoluteUrl(LLMS_FULL_TXT_PATH)}) holds every page in one file.`,
  ].join('\n\n')
}

function docsById(docs: readonly LlmsDoc[], sidebars: Sidebars): Map<string, LlmsDoc> {
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const missing = sidebarEntries(sidebars).filter((entry) => !byId.has(entry.docId))
  if (missing.length > 0)
    throw new Error(`llms.txt: the sidebar lists docs that do not exist: ${missing.map((entry) => entry.docId).join(', ')}`)
  return byId
}

export function llmsTxt(site: LlmsSite, sidebars: Sidebars, docs: readonly LlmsDoc[]): string {
  const byId = docsById(docs, sidebars)
  const sections = llmsSections(sidebars).map(({ heading, docIds }) => {
    const lines = docIds.map((id) => {
      const doc = byId.get(id)!
      return `- [${linkText(doc.title)}](${site.absoluteUrl(markdownTwinPath(doc.path))}): ${oneLine(doc.description)}`
    })
    return `## ${oneLine(heading)}\n\n${lines.join('\n')}`
  })
  return `${[head(site), ...sections].join('\n\n')}\n`
}

/** Every doc's twin (`markdownOf(doc)`) in sidebar order, after the same head as llms.txt. */
export function llmsFullTxt(site: LlmsSite, sidebars: Sidebars, docs: readonly LlmsDoc[], markdownOf: (doc: LlmsDoc) => string): string {
  const byId = docsById(docs, sidebars)
  const pages = sidebarEntries(sidebars).map((entry) => markdownOf(byId.get(entry.docId)!).trim())
  return `${[head(site), ...pages].join(PAGE_SEPARATOR)}\n`
}
