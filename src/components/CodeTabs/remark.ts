/**
 * TypeScript samples get a generated JavaScript twin at build time: each `ts`/`tsx` fence that
 * is not a `fragment` (and not marked `no-js`) becomes a <CodeTabs> element holding the
 * TypeScript block and the JavaScript produced by tsToJs.ts. Nobody writes the
 * JavaScript by hand. A sample that only declares types (its JavaScript is empty) stays as is.
 */
import { createHash } from 'crypto'
import { parseMeta } from '../../content/fenceMeta'
import { expectsErrors, withoutNotation } from '../../content/typeNotation'
import type { MdastNode } from '../../content/mdast'
import { tsToJs, type TsLang } from './tsToJs'

/** The JS fence meta: the same caption with a .js/.jsx name, line highlights dropped (lines move). */
export function javascriptMeta(meta: string | null | undefined): string {
  const title = parseMeta(meta ?? '').title
  return title ? `title="${title.replace(/\.ts(x?)$/, '.js$1')}"` : ''
}

// The same sample is converted once per build process (a page rendered again after an edit keeps its conversions).
const cache = new Map<string, Promise<string>>()

function convert(code: string, lang: TsLang): Promise<string> {
  const key = createHash('sha1').update(lang).update('\0').update(code).digest('hex')
  let result = cache.get(key)
  if (!result) {
    result = tsToJs(code, lang)
    cache.set(key, result)
  }
  return result
}

function wantsTabs(node: MdastNode): node is MdastNode & { lang: TsLang; value: string } {
  if (node.type !== 'code' || (node.lang !== 'ts' && node.lang !== 'tsx')) return false
  const meta = parseMeta(node.meta ?? '')
  // A block that must not compile (`@errors`) teaches TypeScript: it has no JavaScript tab.
  return !meta.fragment && !meta.noJs && !expectsErrors(node.value ?? '')
}

export function remarkCodeTabs() {
  return async (tree: MdastNode) => {
    const jobs: Promise<void>[] = []
    const visit = (parent: MdastNode): void => {
      parent.children?.forEach((node, index) => {
        if (!wantsTabs(node)) {
          visit(node)
          return
        }
        jobs.push(
          convert(withoutNotation(node.value), node.lang).then(
            (js) => {
              if (js.trim() === '') return
              parent.children![index] = {
                type: 'mdxJsxFlowElement',
                name: 'CodeTabs',
                attributes: [],
                children: [node, { type: 'code', lang: node.lang === 'tsx' ? 'jsx' : 'js', meta: javascriptMeta(node.meta), value: js }],
              }
            },
            (error: Error) => {
              // The compile's message (src/mdx/parse.ts, mdxError) names the file and this line.
              throw Object.assign(new Error(`cannot generate the JavaScript tab for a ${node.lang} sample: ${error.message}`), {
                line: node.position?.start.line,
              })
            },
          ),
        )
      })
    }
    visit(tree)
    await Promise.all(jobs)
  }
}
