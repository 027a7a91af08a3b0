/**
 * Link prefetching (SPEC.md §2, §8): Gatsby's Link calls window.___loader.enqueue when it scrolls
 * into view and window.___loader.hovering on mouse-over. This applies the site's connection
 * policy (connection.ts) to both, and makes failures visible to developers only: a failed
 * prefetch or preload logs a console warning with the error, changes nothing on screen and
 * leaves no unhandled promise rejection.
 */
import { currentPrefetchPolicy, type PrefetchPolicy } from './connection'
import { loadFailure, pageDataFailureMessage } from './navigation'
import { splitTarget } from './paths'
import type { PublicLoader } from './gatsbyLoader'

type Warn = (message: string, error: Error) => void

const skipped: ReturnType<PublicLoader['enqueue']> = {
  then: (resolve) => resolve(false),
  abort: () => {},
}

export function applyPrefetchRules(loader: PublicLoader, policy: () => PrefetchPolicy = currentPrefetchPolicy, warn: Warn = consoleWarn): void {
  const enqueue = loader.enqueue.bind(loader)
  loader.enqueue = (rawPath) => (policy().inView ? enqueue(rawPath) : skipped)
  loader.hovering = (rawPath) => {
    if (!policy().onHover) return
    preload(loader, rawPath, warn)
  }
}

/** Loads a page ahead of a likely navigation; a failure is only logged. */
export function preload(loader: PublicLoader, rawPath: string, warn: Warn = consoleWarn): Promise<void> {
  const { pathname } = splitTarget(rawPath)
  let loading: Promise<Parameters<typeof loadFailure>[0]>
  try {
    loading = Promise.resolve(loader.loadPage(rawPath))
  } catch (error) {
    loading = Promise.resolve({ status: 'error', error })
  }
  return loading
    .catch((error: unknown) => ({ status: 'error', error }))
    .then((result) => {
      const failure = loadFailure(result, pathname)
      if (failure) warn(`Preloading ${pathname} failed:`, failure)
    })
}

/** An in-view prefetch whose page data did not arrive (reported by the patched loader, gatsbyLoader.ts). */
export function reportFailedPrefetch(pagePath: string, warn: Warn = consoleWarn): void {
  warn(`Prefetching ${pagePath} failed:`, new Error(pageDataFailureMessage(pagePath)))
}

/**
 * Gatsby prefetches files with <link rel="prefetch"> and swallows their failures (the prefetch
 * then never settles). Resource errors do not bubble, so a capturing listener on the document
 * sees them and logs a warning.
 */
export function warnOnFailedPrefetchLinks(doc: Pick<Document, 'addEventListener' | 'removeEventListener'> = document, warn: Warn = consoleWarn): () => void {
  const onError = (event: Event) => {
    const link = event.target as Partial<HTMLLinkElement> | null
    if (link?.tagName !== 'LINK' || !link.relList?.contains('prefetch')) return
    warn(`Prefetching ${link.href} failed:`, new Error(`The prefetch request for ${link.href} failed`))
  }
  doc.addEventListener('error', onError, true)
  return () => doc.removeEventListener('error', onError, true)
}

function consoleWarn(message: string, error: Error): void {
  console.warn(message, error)
}
