import fs from 'node:fs'
import path from 'node:path'
import { pageParts, readMdxPage, type CodeBlock, type Heading } from './extract'
import { frontMatterLineCount } from '../content/frontmatter'
import type { MdastNode } from '../content/mdast'
import { isOutside, routeOf, toPosix } from '../content/sampleFiles'

export interface SamplePage {
  /** Absolute path of the MDX file. */
  mdxPath: string
  /** The MDX file relative to the project root, with forward slashes (used in reports). */
  relPath: string
  /** The page's route without the leading slash: `api/createSlice`. */
  route: string
  blocks: CodeBlock[]
  headings: Heading[]
  /** The lines above the body (its front matter): a line of the body's tree plus this is a line of the file. */
  bodyLineOffset: number
}

/** How reports name a file: relative to the project root, or absolute when outside it. */
export function displayPath(file: string, projectRoot: string): string {
  const relative = path.relative(projectRoot, file)
  return toPosix(isOutside(relative) ? file : relative)
}

/**
 * Builds a page from its source text (pure; `loadPage` reads the file), parsing it, or from its
 * body's tree when the content layer has parsed it already (Mdx.article.tree, src/build/article.ts).
 */
export function pageFromSource(source: string, mdxPath: string, docsRoot: string, projectRoot: string, bodyTree?: MdastNode): SamplePage {
  const relPath = displayPath(mdxPath, projectRoot)
  const bodyLineOffset = frontMatterLineCount(source.split(/\r?\n/))
  const parts = bodyTree ? pageParts(bodyTree, source, bodyLineOffset) : readMdxPage(source, relPath)
  return { mdxPath, relPath, route: routeOf(mdxPath, docsRoot, projectRoot), ...parts, bodyLineOffset }
}

export function loadPage(mdxPath: string, docsRoot: string, projectRoot: string, bodyTree?: MdastNode): SamplePage {
  const absolute = path.resolve(mdxPath)
  return pageFromSource(fs.readFileSync(absolute, 'utf8'), absolute, docsRoot, projectRoot, bodyTree)
}
