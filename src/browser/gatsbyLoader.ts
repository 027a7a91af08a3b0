/**
 * The one place that reaches into Gatsby's runtime loader (node_modules/gatsby/cache-dir/loader.js,
 * copied to .cache/ at build time; Gatsby is pinned in package.json). Three repairs:
 *
 * 1. Gatsby's loader remembers a failed load: a page whose code chunk failed stays failed in its
 *    `pageDb`, a page whose data request failed stays failed in its `pageDataDb`, and every later
 *    `loadPage` of that path answers with the old failure without touching the network. That
 *    makes Retry impossible and turns a failed hover preload into a failed click. `loadPage` now
 *    forgets a remembered failure first, so every load after a failure really goes to the
 *    network again; successful loads stay cached as before.
 * 2. A failed in-view prefetch ends silently inside `doPrefetch`; it now reports the failure.
 * 3. With slices on (Gatsby 5's default) the build writes `window.___chunkMapping` as a JSON
 *    string instead of an object (gatsby-webpack-stats-extractor stringifies it twice), so the
 *    loader finds no code chunks to prefetch for a page. It is parsed back into the object the
 *    loader expects.
 *
 * The modules are required through the same files production-app.js imports (.cache/loader.js,
 * .cache/find-path.js), so webpack hands back the very module instances Gatsby's runtime uses.
 */
import type { LoadResult } from './navigation'

/** The parts of Gatsby's loader instance this patch reads. */
interface LoaderInternals {
  pageDb: Map<string, { status?: string }>
  pageDataDb: Map<string, { status?: string }>
}

interface LoaderModule {
  BaseLoader: { prototype: { loadPage(this: LoaderInternals, rawPath: string): Promise<LoadResult> } }
  /** Resolves to the page data when the prefetch worked, to undefined when the page's data failed. */
  ProdLoader: { prototype: { doPrefetch(this: LoaderInternals, pagePath: string): Promise<unknown> } }
  PageResourceStatus: { Error: string }
}

interface FindPathModule {
  findPath(rawPath: string): string
}

/** Gatsby's public loader (window.___loader): what gatsby-link and the runtime call. */
export interface PublicLoader {
  loadPage(rawPath: string): Promise<LoadResult>
  hovering(rawPath: string): void
  enqueue(rawPath: string): { then(resolve: (prefetched: boolean) => void, reject?: (error: unknown) => void): unknown; abort(): void }
}

declare global {
  interface Window {
    ___loader?: PublicLoader
    ___navigate?: (to: string | number, options?: { replace?: boolean; state?: unknown }) => void
    ___push?: (to: string) => void
    ___replace?: (to: string) => void
    ___chunkMapping?: Record<string, string[]> | string
  }
}

const PATCHED = Symbol.for('rtk-docs.patchGatsbyLoader')

export function patchGatsbyLoader(onPrefetchFailed: (pagePath: string) => void): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { BaseLoader, ProdLoader, PageResourceStatus } = require('../../.cache/loader') as LoaderModule
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { findPath } = require('../../.cache/find-path') as FindPathModule
  const base = BaseLoader.prototype as LoaderModule['BaseLoader']['prototype'] & { [PATCHED]?: true }
  if (base[PATCHED]) return
  base[PATCHED] = true

  const loadPage = base.loadPage
  base.loadPage = function loadPageForgettingFailures(rawPath) {
    const pagePath = findPath(rawPath)
    if (this.pageDb.get(pagePath)?.status === PageResourceStatus.Error) this.pageDb.delete(pagePath)
    if (this.pageDataDb.get(pagePath)?.status === PageResourceStatus.Error) this.pageDataDb.delete(pagePath)
    return loadPage.call(this, rawPath)
  }

  const doPrefetch = ProdLoader.prototype.doPrefetch
  ProdLoader.prototype.doPrefetch = function doPrefetchReportingFailures(pagePath) {
    return doPrefetch.call(this, pagePath).then((pageData) => {
      if (pageData === undefined) onPrefetchFailed(pagePath)
      return pageData
    })
  }

  if (typeof window.___chunkMapping === 'string') {
    try {
      window.___chunkMapping = JSON.parse(window.___chunkMapping) as Record<string, string[]>
    } catch {
      // Left as it is: the loader then prefetches page data only, as it did before.
    }
  }
}

export function publicLoader(): PublicLoader {
  if (!window.___loader) throw new Error("Gatsby's loader (window.___loader) is not set up: call this from onClientEntry or later")
  return window.___loader
}
