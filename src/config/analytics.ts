/**
 * Page-view analytics through gatsby-plugin-google-gtag. The tracking id comes from the
 * GA_TRACKING_ID environment variable; without it the plugin is not loaded and the pages carry
 * no analytics code at all.
 */
type Env = Record<string, string | undefined>

export function analyticsPlugins(env: Env = process.env) {
  const trackingId = env.GA_TRACKING_ID?.trim()
  if (!trackingId) return []
  return [
    {
      resolve: 'gatsby-plugin-google-gtag',
      options: {
        trackingIds: [trackingId],
        gtagConfig: { anonymize_ip: true },
        pluginConfig: { head: true, respectDNT: false },
      },
    },
  ]
}
