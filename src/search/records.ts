/**
 * Search records in DocSearch's record shape, made from a page's MDX syntax tree (mdast).
 *
 * One page gives:
 * - a `lvl1` record: the page title, with the front matter description as its content;
 * - one `lvl2`…`lvl6` record per heading, with the API names used in that section's code blocks
 *   that the page's text never mentions (the others are found through the text already);
 * - one `content` record per paragraph, list-item paragraph, table row (the header row left out)
 *   or admonition title, under the nearest heading.
 *
 * A heading's anchor is the id rehype-slug gives it on the page: github-slugger over the
 * heading's text, one slugger per page, every heading counted in document order. Pure: the
 * caller passes the parsed tree (the content layer's Mdx.article.tree) and the slugger
 * (src/search/build/extract.ts makes it).
 */

import type { SectionIds } from '../content/headingIds'
import { textOf as treeText, type MdastNode } from '../content/mdast'
import { indexTerms, term } from './tokenize'

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number]
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content'

export type Hierarchy = { lvl0: string; lvl1: string } & { [L in Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>]: string | null }

/** One search record, as DocSearch's crawler would produce it (plus `code`). */
export interface DocSearchRecord {
  /** Stable id: the page path, the anchor and the record's position on the page. */
  objectID: string
  /** Site-relative URL (no path prefix), with `#anchor` when the record is under a heading. */
  url: string
  url_without_anchor: string
  /** The id of the heading the record belongs to on its page; null for the page top. */
  anchor: string | null
  type: RecordType
  /** lvl0: the sidebar category; lvl1: the page title; lvl2–lvl6: the headings above the record. */
  hierarchy: Hierarchy
  /** The text of a content record, the page description for lvl1, null for headings. */
  content: string | null
  /** API names used in the code of a heading's section and absent from the page's text (else empty). */
  code: string[]
  /** DocSearch's ranking attributes: heading level (100 for lvl1 … 0 for content) and position. */
  weight: { pageRank: number; level: number; position: number }
}

/** What a page contributes besides its body: everything comes from the Doc node. */
export interface SearchPage {
  /** Route without path prefix, e.g. /api/createSlice. */
  path: string
  title: string
  description: string
  /** The top sidebar category the page is listed under ("API Reference"). */
  category: string
}

/** The subset of mdast (with MDX and GFM nodes) the extraction reads. */
export interface ExtractOptions {
  /** This page's section ids (src/content/headingIds.ts). */
  slugger: SectionIds
  /** Identifiers that count as API names when they appear in a code block. */
  apiNames: ReadonlySet<string>
}

/** DocSearch's level weights: lvl1 100, each heading level 10 less, content 0. */
export const LEVEL_WEIGHT: Record<RecordType, number> = { lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 }

/** Where a record sits: its page, the headings above it (lvl2…lvl6) and the nearest heading's anchor. */
export interface RecordPlace {
  page: Pick<SearchPage, 'path' | 'title' | 'category'>
  /** Heading texts for lvl2 … lvl6 (null below the deepest current heading). */
  trail: ReadonlyArray<string | null>
  anchor: string | null
  /** Index of the record on its page. */
  position: number
}

/** One record; the id, URLs, hierarchy and weight all derive from its place. */
export function createRecord(
  { page, trail, anchor, position }: RecordPlace,
  type: RecordType,
  content: string | null,
  code: string[] = [],
): DocSearchRecord {
  return {
    objectID: `${page.path}#${anchor ?? ''}-${position}`,
    url: anchor ? `${page.path}#${anchor}` : page.path,
    url_without_anchor: page.path,
    anchor,
    type,
    hierarchy: {
      lvl0: page.category,
      lvl1: page.title,
      lvl2: trail[0] ?? null,
      lvl3: trail[1] ?? null,
      lvl4: trail[2] ?? null,
      lvl5: trail[3] ?? null,
      lvl6: trail[4] ?? null,
    },
    content,
    code,
    weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
  }
}

/** Node types whose text is not shown to readers as prose (code, ESM, expressions, raw HTML). */
const NOT_PROSE = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'definition', 'yaml', 'toml'])

/**
 * The text of a node as the page shows it. With `forSlug`, every node that carries a value
 * counts, as in a heading's id; otherwise code, expressions and HTML are left out.
 */
export const textOf = (node: MdastNode, forSlug = false): string => treeText(node, forSlug ? undefined : NOT_PROSE)

/** Collapses runs of whitespace; returns '' for text with no visible characters. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g

/** The API names a code block uses, in order of first appearance, each once. */
export function apiNamesInCode(code: string, apiNames: ReadonlySet<string>): string[] {
  const found = new Set<string>()
  for (const match of code.matchAll(IDENTIFIER)) if (apiNames.has(match[0])) found.add(match[0])
  return [...found]
}

function attribute(node: MdastNode, name: string): string | null {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof attr?.value === 'string' ? attr.value : null
}

interface Section {
  record: DocSearchRecord
  code: Set<string>
}

/** All records of one page, in page order. */
export function recordsFromTree(page: SearchPage, tree: MdastNode, { slugger, apiNames }: ExtractOptions): DocSearchRecord[] {
  const records: DocSearchRecord[] = []
  const trail: Array<string | null> = [null, null, null, null, null] // lvl2 … lvl6

  const make = (type: RecordType, anchor: string | null, content: string | null): DocSearchRecord => {
    const record = createRecord({ page, trail, anchor, position: records.length }, type, content)
    records.push(record)
    return record
  }

  let section: Section = { record: make('lvl1', null, cleanText(page.description) || null), code: new Set() }
  const sections: Section[] = [section]

  const addContent = (text: string): void => {
    const content = cleanText(text)
    if (content) make('content', section.record.anchor, content)
  }

  const visit = (node: MdastNode, inTableHead = false): void => {
    switch (node.type) {
      case 'heading': {
        const text = cleanText(textOf(node))
        const anchor = slugger.slug(textOf(node, true))
        const depth = node.depth ?? 2
        if (depth < 2) return // the template renders the title; a body h1 is still slugged above
        trail[depth - 2] = text
        for (let i = depth - 1; i < trail.length; i += 1) trail[i] = null
        section = { record: make(`lvl${depth}` as RecordType, anchor, null), code: new Set() }
        sections.push(section)
        return
      }
      case 'paragraph':
        addContent(textOf(node))
        return
      case 'table':
        // The first row is the header: column labels, not content.
        node.children?.forEach((row, index) => visit(row, index === 0))
        return
      case 'tableRow':
        if (!inTableHead)
          addContent(
            (node.children ?? [])
              .map((cell) => cleanText(textOf(cell)))
              .filter(Boolean)
              .join(' · '),
          )
        return
      case 'code':
        for (const name of apiNamesInCode(node.value ?? '', apiNames)) section.code.add(name)
        return
      case 'mdxJsxFlowElement': {
        const title = attribute(node, 'title')
        if (title) addContent(title)
        break
      }
    }
    if (NOT_PROSE.has(node.type)) return
    node.children?.forEach((child) => visit(child))
  }
  tree.children?.forEach((child) => visit(child))

  const pageTerms = new Set(records.flatMap((record) => indexTerms([record.content ?? '', ...Object.values(record.hierarchy)].join(' '))))
  for (const { record, code } of sections) record.code = [...code].filter((name) => !pageTerms.has(term(name) ?? ''))
  return records
}
