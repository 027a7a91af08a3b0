/**
 * Page-view analytics through gatsby-plugin-google-gtag. The tracking id comes from the
 * GA_TRACKING_ID environment variable; without it the plugin is not loaded and the pages carry
 * no analytics code at all.
 */
type Env = Record<string, string | undefined>

/** The measurement id, or undefined when analytics is off (read by the build's Node process). */
export function trackingId(env: Env = { GA_TRACKING_ID: process.env.GA_TRACKING_ID }): string | undefined {
  return env.GA_TRACKING_ID?.trim() || undefined
}

export function analyticsPlugins(env: Env = process.env) {
  const id = trackingId(env)
  if (!id) return []
  return [
    {
      resolve: 'gatsby-plugin-google-gtag',
      options: {
        trackingIds: [id],
        gtagConfig: { anonymize_ip: true },
        pluginConfig: { head: true, respectDNT: false },
      },
    },
  ]
}

/**
 * Sends one page view for `pagePath` if gtag is on the page (it is not when the reader opted
 * out), with the payload the plugin sends on a route change. Self-contained: the runtime
 * starter's inline script carries its source, only in builds with analytics
 * (src/runtimeStart/starter.ts).
 */
export function sendPageView(win: Window & { gtag?: (...args: unknown[]) => void }, pagePath: string): boolean {
  if (typeof win.gtag !== 'function') return false
  win.gtag('event', 'page_view', { page_path: pagePath })
  return true
}
