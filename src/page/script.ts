/**
 * The texts of the inline scripts gatsby-ssr.tsx puts in every page's <head>: the page script
 * (after its pre-paint part) and the runtime's starter. build.ts makes them when Gatsby sets up the
 * server-rendering bundle and defines them there as a constant, so rendering a page reads no file
 * (Gatsby renders every page again on every build once a render has read one).
 */
export interface InlineScripts {
  page: string
  starter: string
}

/** The constant's name, for webpack's DefinePlugin (build.ts); it must match the declaration below. */
export const INLINE_SCRIPTS_CONSTANT = '__RTK_DOCS_INLINE_SCRIPTS__'
declare const __RTK_DOCS_INLINE_SCRIPTS__: InlineScripts | undefined

export function inlineScript(name: keyof InlineScripts): string {
  if (typeof __RTK_DOCS_INLINE_SCRIPTS__ === 'undefined')
    throw new Error(`${INLINE_SCRIPTS_CONSTANT} is not defined: gatsby-node.ts's onCreateWebpackConfig defines it (src/page/build.ts)`)
  return __RTK_DOCS_INLINE_SCRIPTS__[name]
}
