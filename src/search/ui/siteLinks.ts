/**
 * Links of the search modal, which runs without Gatsby's runtime (modalLoader.ts): site paths
 * get the build's path prefix, and a plain click on one navigates client-side when Gatsby's
 * runtime is there (it offers its navigate as SITE_NAVIGATE, src/loading/runtime.ts), else it
 * is an ordinary page load of the static page.
 */
import { SITE_NAVIGATE } from '../../browser/siteStarted'
import { isPlainClick } from '../../browser/paths'

declare const __PATH_PREFIX__: string | undefined

type Navigate = (path: string) => unknown
const siteNavigate = (): Navigate | undefined => (window as unknown as Record<string, Navigate | undefined>)[SITE_NAVIGATE]

/** A site path (no prefix) as a URL of this build. */
export function sitePath(path: string): string {
  const prefix = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : ''
  return `${prefix}${path}`
}

/** Goes to a site path: client-side with the runtime, a page load without. */
export function goTo(path: string): void {
  const navigate = siteNavigate()
  if (navigate) void navigate(path)
  else window.location.assign(sitePath(path))
}

/** For a link's click: a plain left click on a site path navigates client-side when it can. */
export function followInSite(event: Parameters<typeof isPlainClick>[0] & { preventDefault(): void }, path: string): void {
  if (!path.startsWith('/') || !isPlainClick(event)) return
  const navigate = siteNavigate()
  if (!navigate) return
  event.preventDefault()
  void navigate(path)
}
