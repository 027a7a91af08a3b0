import React from 'react'
import { BANNER_CONTENT_ID, BANNER_ID, SUGGESTION_ATTRIBUTE, baseUrlBannerApplies, baseUrlBannerScript } from '../../browser/baseUrlBanner'
import { useSiteMetadata } from '../useSiteMetadata'

/**
 * The wrong-base-URL banner (src/browser/baseUrlBanner.ts), rendered by the home template when
 * the option is on: an alert region whose content stays hidden unless the inline script finds,
 * after the page has loaded, that the site's JavaScript never started. Styles are inline
 * because, when it shows, the site's scripts (and maybe more) failed to load. Server and client
 * render the same markup, so hydration leaves it alone.
 */
export function BaseUrlBanner({ pagePath }: { pagePath: string }) {
  const site = useSiteMetadata()
  if (!baseUrlBannerApplies(pagePath, site)) return null
  const box: React.CSSProperties = {
    margin: '1rem',
    padding: '1rem 1.25rem',
    border: '3px solid var(--danger-border, #c0392b)',
    borderRadius: '8px',
    background: 'var(--danger-bg, #fcecec)',
    color: 'var(--text, #1c1e21)',
    lineHeight: 1.5,
  }
  return (
    <>
      <div id={BANNER_ID} role="alert">
        <div id={BANNER_CONTENT_ID} hidden style={box}>
          <p style={{ margin: 0, fontWeight: 700, fontSize: '1.25rem' }}>This site did not load properly.</p>
          <p style={{ margin: '0.5rem 0 0' }}>
            Its JavaScript did not start. The usual cause is a wrong base URL: this build is configured for the base URL{' '}
            <code style={{ fontWeight: 700 }}>{site.baseUrl}</code>
            {site.baseUrl === '/' ? ' (the default)' : ''}.
          </p>
          <p style={{ margin: '0.5rem 0 0' }}>
            We suggest trying the base URL <code style={{ fontWeight: 700 }} {...{ [SUGGESTION_ATTRIBUTE]: '' }} />: the path this page is
            at. Build with <code>PATH_PREFIX</code> set to it, or serve the site from <code>{site.baseUrl}</code>.
          </p>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript() }} />
    </>
  )
}
