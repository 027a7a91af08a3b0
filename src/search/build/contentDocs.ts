/**
 * The docs read straight from content/ (front matter, syntax tree, sidebar category), for the jest
 * tests and the search benchmark, which run without Gatsby: the body parsed by the site's one
 * parser (src/mdx/parse.ts). The site build gets the same fields from the GraphQL content layer
 * instead (src/search/build/artifacts.ts).
 */
import { readFileSync } from 'fs'
import path from 'path'
import { DOCS_DIR, SIDEBARS_FILE, findMdxFiles, fromRoot } from '../../content/paths'
import { loadSidebars } from '../../content/loadSidebars'
import { docIdFromRelativePath, routeOfDocId } from '../../content/routes'
import { docPlaces } from '../../content/sidebar'
import { frontMatterLineCount, readFrontmatter, validateFrontmatter } from '../../content/frontmatter'
import { parseMdx } from '../../mdx/parse'
import type { SearchDocInput } from './extract'

/** A doc as search records and Markdown twins are made from it (the lines above its body name errors' lines). */
export interface ContentDoc extends SearchDocInput {
  bodyLineOffset: number
}

export function readContentDocs(docsDir: string = DOCS_DIR, sidebarsFile: string = SIDEBARS_FILE): ContentDoc[] {
  const files = findMdxFiles(docsDir)
  const summaries = files.map((file) => {
    const source = readFileSync(file, 'utf8')
    const sourcePath = fromRoot(file)
    const frontmatter = validateFrontmatter(readFrontmatter(source), sourcePath)
    const id = docIdFromRelativePath(path.relative(docsDir, file))
    const lines = source.split(/\r?\n/)
    const bodyLineOffset = frontMatterLineCount(lines)
    return {
      id,
      sidebarLabel: frontmatter.sidebar_label,
      frontmatter,
      sourcePath,
      bodyLineOffset,
      body: lines.slice(bodyLineOffset).join('\n'),
    }
  })
  const places = docPlaces(loadSidebars(sidebarsFile), new Map(summaries.map((doc) => [doc.id, doc])))
  return summaries.map((doc) => ({
    path: routeOfDocId(doc.id),
    title: doc.frontmatter.title,
    description: doc.frontmatter.description,
    category: places.get(doc.id)?.categories[0] ?? '',
    tree: parseMdx(doc.body, doc.sourcePath, doc.bodyLineOffset),
    bodyLineOffset: doc.bodyLineOffset,
    sourcePath: doc.sourcePath,
  }))
}
