/**
 * MDX → plain Markdown, on the syntax tree. A page's MDX body, parsed with the pages' own parser
 * (src/mdx/parse.ts), is rewritten into an mdast tree with no MDX nodes left:
 *
 * - `<Admonition>` → a blockquote whose first line is its label in bold ("**Warning: title**");
 * - `<Tabs>` / `<TabItem label>` → each tab's label in bold, then its content;
 * - `<CodeTabs>` → its TypeScript blocks (its JavaScript ones only when it holds no TypeScript);
 * - `<Release />` → the documented release number;
 * - `import` / `export` lines and `{/* comments *\/}` → dropped;
 * - links → absolute URLs through the caller's resolver (doc routes become their `.md` twins);
 * - code fences keep their language and `title="…"`; the site's own meta (`file=`, `run`,
 *   `fragment`, `no-js`, line highlights) is dropped.
 *
 * Anything else that is MDX (an unknown component, a JavaScript expression) has no Markdown
 * form and stops the build with the file, the line and what to change. Pure: the tree is the one
 * the content layer parsed (Mdx.article.tree), and serialising is src/markdown/build/render.ts's.
 */
import { admonitionKind, ADMONITION_LABELS } from '../components/Mdx/admonition'
import { parseMeta } from '../content/fenceMeta'
import type { MdastNode } from '../content/mdast'

export interface TwinPage {
  /** Route, e.g. /api/createSlice. */
  path: string
  title: string
  description: string
  /** For messages, e.g. content/docs/api/createSlice.mdx. */
  sourcePath: string
  /** Lines before the body in the source file (the front matter), so messages give file lines. */
  bodyLineOffset?: number
}

export interface ConvertOptions {
  /** The documented release, written where the page says <Release />. */
  release: string
  /** The URL a link written in the page's MDX gets in the twin. */
  resolveLink(url: string): string
}

export class MarkdownTwinError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MarkdownTwinError'
  }
}

const TS_LANGS = new Set(['ts', 'tsx'])
const JS_LANGS = new Set(['js', 'jsx'])

function attribute(node: MdastNode, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof attr?.value === 'string' ? attr.value : undefined
}

const text = (value: string): MdastNode => ({ type: 'text', value })
const boldParagraph = (value: string): MdastNode => ({ type: 'paragraph', children: [{ type: 'strong', children: [text(value)] }] })

/** "Warning: Title" for a titled admonition, "Warning" for one without a title. */
export function admonitionHeading(type: string | undefined, title: string | undefined): string {
  const label = ADMONITION_LABELS[admonitionKind(type)]
  return title && title.trim() !== '' && title.trim() !== label ? `${label}: ${title.trim()}` : label
}

/** Only the caption survives from a fence's meta: it says which file a sample is. */
export function markdownCodeMeta(meta: string | null | undefined): string | null {
  const title = parseMeta(meta ?? '').title
  return title ? `title="${title}"` : null
}

const isComment = (expression: string) => /^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(expression)

/** The page body as a plain-Markdown tree: `# Title`, the description, then the converted body. */
export function twinTree(page: TwinPage, body: MdastNode, options: ConvertOptions): MdastNode {
  const where = (node: MdastNode) => {
    const line = node.position?.start.line
    return line === undefined ? page.sourcePath : `${page.sourcePath}:${line + (page.bodyLineOffset ?? 0)}`
  }
  const fail = (node: MdastNode, problem: string): never => {
    throw new MarkdownTwinError(`${where(node)}: ${problem} (the page's Markdown version, src/markdown/convert.ts)`)
  }

  const convertChildren = (children: MdastNode[] | undefined): MdastNode[] => (children ?? []).flatMap(convert)

  const convertElement = (node: MdastNode): MdastNode[] => {
    switch (node.name) {
      case 'Admonition':
        return [
          {
            type: 'blockquote',
            children: [
              boldParagraph(admonitionHeading(attribute(node, 'type'), attribute(node, 'title'))),
              ...convertChildren(node.children),
            ],
          },
        ]
      case 'Tabs':
        return convertChildren(node.children)
      case 'TabItem': {
        const label = attribute(node, 'label')
        if (!label) return fail(node, '<TabItem> needs a label="…" (it becomes the tab\'s heading line)')
        return [boldParagraph(label), ...convertChildren(node.children)]
      }
      case 'CodeTabs': {
        const blocks = (node.children ?? []).filter((child) => child.type === 'code')
        const ts = blocks.filter((block) => TS_LANGS.has(block.lang ?? ''))
        const chosen = ts.length > 0 ? ts : blocks.filter((block) => JS_LANGS.has(block.lang ?? ''))
        if (chosen.length === 0) return fail(node, '<CodeTabs> holds no TypeScript or JavaScript code block')
        return convertChildren(chosen)
      }
      case 'Release':
        return [text(options.release)]
      default:
        return fail(
          node,
          `<${node.name ?? ''}> has no Markdown form; use Markdown or one of the components in AUTHORING.md (Admonition, Tabs/TabItem, Release), or teach src/markdown/convert.ts to convert it`,
        )
    }
  }

  const convert = (node: MdastNode): MdastNode[] => {
    switch (node.type) {
      case 'mdxjsEsm':
        return []
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (isComment(node.value ?? '')) return []
        return fail(node, `the JavaScript expression {${(node.value ?? '').trim()}} has no Markdown form; write its value as text`)
      case 'mdxJsxFlowElement':
        return convertElement(node)
      case 'mdxJsxTextElement': {
        const converted = convertElement(node)
        // A text-level element inside a paragraph must stay phrasing content.
        return converted.flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child]))
      }
      case 'code':
        return [{ type: 'code', lang: node.lang ?? null, meta: markdownCodeMeta(node.meta), value: node.value ?? '' }]
      case 'link':
      case 'definition':
        return [
          {
            ...strip(node),
            url: options.resolveLink(node.url ?? ''),
            ...(node.children ? { children: convertChildren(node.children) } : {}),
          },
        ]
      default:
        return [{ ...strip(node), ...(node.children ? { children: convertChildren(node.children) } : {}) }]
    }
  }

  return {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [text(page.title)] },
      { type: 'paragraph', children: [text(page.description)] },
      ...convertChildren(body.children),
    ],
  }
}

/** A node without its source position (the serialiser does not need it). */
function strip(node: MdastNode): MdastNode {
  const { position: _position, ...rest } = node
  return rest
}

/** MDX syntax left in a Markdown text outside code fences: JSX tags, import/export lines, expressions. */
export function leftoverMdx(markdown: string): string[] {
  const found: string[] = []
  let fence: string | null = null
  markdown.split('\n').forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1]) fence = null
      return
    }
    if (opening) {
      fence = opening[1]
      return
    }
    const prose = line.replace(/(`+)[\s\S]*?\1/g, '')
    if (/^\s*(import|export)\s/.test(line)) found.push(`line ${index + 1}: ${line.trim()}`)
    else if (/(?<!\\)<\/?[A-Za-z][\w.]*(\s[^>]*)?\/?>/.test(prose)) found.push(`line ${index + 1}: ${line.trim()}`)
  })
  return found
}
