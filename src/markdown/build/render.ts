/**
 * The Markdown twins of the docs, rendered at build time from each Doc's syntax tree (the content
 * layer's `Mdx.article.tree`, the tree its article was compiled from), converted (src/markdown/convert.ts),
 * then written out with mdast-util-to-markdown and its GFM extension (tables, strikethrough),
 * the serialiser remark itself uses.
 */
import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import path from 'path'
import { SITE_ROOT } from '../../content/paths'
import { resolveMarkdownLink } from '../../mdx/markdownLinks'
import type { MdastNode } from '../../content/mdast'
import { MarkdownTwinError, leftoverMdx, twinTree, type TwinPage } from '../convert'
import { twinLink } from '../links'

export interface TwinSource extends TwinPage {
  /** The MDX body as parsed (Mdx.article.tree, src/mdx/parse.ts). */
  tree: MdastNode
}

export interface TwinSettings {
  release: string
  absoluteUrl(path: string): string
}

function serialize(tree: MdastNode): string {
  return toMarkdown(tree as never, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  })
}

/** A route and hash for a link to a .md/.mdx file, as the site's remark plugin resolves it. */
function fileLinkResolver(sourcePath: string) {
  const file = path.join(SITE_ROOT, sourcePath)
  return (url: string) => {
    const result = resolveMarkdownLink(url, file)
    return result.kind === 'resolved' ? result.url : undefined
  }
}

/** Each doc's Markdown, by route. Fails with the file and line on MDX that has no Markdown form. */
export function renderTwins(docs: readonly TwinSource[], settings: TwinSettings): Map<string, string> {
  const docPaths = new Set(docs.map((doc) => doc.path))
  const twins = new Map<string, string>()
  for (const doc of docs) {
    const resolveFileLink = fileLinkResolver(doc.sourcePath)
    const tree = twinTree(doc, doc.tree, {
      release: settings.release,
      resolveLink: (url) => twinLink(url, { pagePath: doc.path, docPaths, absoluteUrl: settings.absoluteUrl, resolveFileLink }),
    })
    const markdown = serialize(tree)
    const leftovers = leftoverMdx(markdown)
    if (leftovers.length > 0)
      throw new MarkdownTwinError(
        `${doc.sourcePath}: its Markdown version still holds MDX syntax:\n${leftovers.map((l) => `  ${l}`).join('\n')}`,
      )
    twins.set(doc.path, markdown)
  }
  return twins
}
