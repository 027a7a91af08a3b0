/**
 * Gatsby's script-loader inline script sets `window.pagePath` to the page's own path, so its
 * text (and CSP hash) differs on every page. Gatsby's browser runtime reads it for one thing: to
 * navigate when the address differs from the page's canonical path. For this site (no
 * client-only routes) that difference is a trailing index.html, which the head's starter script
 * strips from the address before any of Gatsby's scripts runs (src/runtimeStart/starter.ts, tested in
 * e2e/runtime.spec.ts). Dropping the assignment
 * makes that script identical on every page, so one Content-Security-Policy with one hash per
 * inline script serves the whole site (src/build/headersFiles.ts).
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

export const SCRIPT_LOADER_ID = 'gatsby-script-loader'

export function withoutPagePath(code: string): string {
  return code.replace(/window\.pagePath=(?:"(?:[^"\\]|\\.)*"|undefined);/, '')
}

type InlineScript = ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>

/** The post-body components with the script-loader's per-page part removed (dropped if empty). */
export function samePostBodyScripts(components: ReactNode[]): ReactNode[] {
  return components.flatMap((component) => {
    if (!isValidElement(component)) return [component]
    const script = component as InlineScript
    if (script.props.id !== SCRIPT_LOADER_ID || !script.props.dangerouslySetInnerHTML) return [component]
    const code = withoutPagePath(script.props.dangerouslySetInnerHTML.__html)
    if (code.replace(/\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\//g, '').trim() === '') return []
    return [cloneElement(script, { dangerouslySetInnerHTML: { __html: code } })]
  })
}
