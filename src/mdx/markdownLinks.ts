/**
 * Links written to .md/.mdx files ("[createSlice](../api/createSlice.mdx#options)") are turned
 * into routes at build time. A link whose file does not exist stays as written and produces a
 * warning, never a failed build (SPEC §8: a broken markdown link is a warning only). Links to
 * routes are checked after the build by the link checker, which fails on a broken one.
 */
import { existsSync } from 'fs'
import path from 'path'
import { DOCS_DIR, fromRoot } from '../content/paths'
import { docIdFromRelativePath, routeOfDocId } from '../content/routes'

const MARKDOWN_LINK = /^([^?#]+\.mdx?)(#.*)?$/i

export type MarkdownLinkResult = { kind: 'not-markdown' } | { kind: 'resolved'; url: string } | { kind: 'missing'; warning: string }

export function isMarkdownFileLink(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//') && MARKDOWN_LINK.test(url)
}

/**
 * Resolves `url`, written in the MDX file `fromFile` (absolute), against the docs folder.
 * `fileExists` is injectable for tests.
 */
export function resolveMarkdownLink(
  url: string,
  fromFile: string,
  docsDir: string = DOCS_DIR,
  fileExists: (file: string) => boolean = existsSync,
): MarkdownLinkResult {
  if (!isMarkdownFileLink(url)) return { kind: 'not-markdown' }
  const [, filePart, hash = ''] = MARKDOWN_LINK.exec(url)!
  const target = filePart.startsWith('/') ? path.join(docsDir, filePart) : path.resolve(path.dirname(fromFile), filePart)
  const relative = path.relative(docsDir, target)
  // A doc may be linked as .md or .mdx, whichever the file really is.
  const candidates = [target, target.replace(/\.mdx?$/i, (ext) => (ext.toLowerCase() === '.md' ? '.mdx' : '.md'))]
  if (!relative.startsWith('..') && !path.isAbsolute(relative) && candidates.some(fileExists)) {
    return { kind: 'resolved', url: routeOfDocId(docIdFromRelativePath(relative)) + hash }
  }
  return {
    kind: 'missing',
    warning: `Broken markdown link in ${fromRoot(fromFile)}: "${url}" points to ${fromRoot(target)}, which does not exist`,
  }
}

interface LinkNode {
  type: string
  url?: string
  children?: LinkNode[]
}

/** remark plugin: rewrites markdown-file links to routes and warns about missing files. */
export function remarkMarkdownLinks(options: { warn?: (message: string) => void } = {}) {
  const warn = options.warn ?? ((message: string) => console.warn(`warn ${message}`))
  return (tree: LinkNode, file: { path?: string }) => {
    if (!file.path) return
    const visit = (node: LinkNode): void => {
      if ((node.type === 'link' || node.type === 'definition') && node.url) {
        const result = resolveMarkdownLink(node.url, file.path!)
        if (result.kind === 'resolved') node.url = result.url
        else if (result.kind === 'missing') warn(result.warning)
      }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}
