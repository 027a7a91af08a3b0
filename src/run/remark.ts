/**
 * Marks each `run` sample of a page at build time: the fence becomes a <RunnableSample> holding
 * it, named by the file the sample check gives it (src/content/sampleFiles.ts) and the page's route, so
 * the Run button (behaviour.ts) asks the frame for exactly the file the check ran.
 */
import { parseMeta } from '../content/fenceMeta'
import type { MdastNode } from '../content/mdast'
import { DOCS_DIR, SITE_ROOT } from '../content/paths'
import { isCodeLang, outputName, routeOf, sampleFileName, splitInfo } from '../content/sampleFiles'

export function remarkRunnable() {
  return (tree: MdastNode, file: { path?: string; data: { bodyLineOffset?: number } }) => {
    if (!file.path) return
    const route = routeOf(file.path, DOCS_DIR, SITE_ROOT)
    const offset = file.data.bodyLineOffset ?? 0
    const visit = (parent: MdastNode): void =>
      parent.children?.forEach((node, index) => {
        if (node.type !== 'code') return visit(node)
        const { lang, rawMeta } = splitInfo(node.lang ?? '', node.meta ?? '')
        const meta = parseMeta(rawMeta)
        if (!meta.run || meta.fragment || !isCodeLang(lang)) return
        const line = (node.position?.start.line ?? 1) + offset
        const name = outputName(sampleFileName({ lang, meta, line }))
        parent.children![index] = {
          type: 'mdxJsxFlowElement',
          name: 'RunnableSample',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'file', value: name },
            { type: 'mdxJsxAttribute', name: 'route', value: route },
          ],
          children: [node],
        } as MdastNode
      })
    visit(tree)
  }
}
