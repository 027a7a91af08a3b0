import { analyticsPlugins, trackingId } from './analytics'
import { createSiteMetadata } from './site'
import { copyrightLine, isExternal, normalizeBaseUrl } from './urls'

describe('site configuration', () => {
  it('has English as its only locale, light as the default mode and the spec navbar', () => {
    const site = createSiteMetadata({})
    expect(site.locales).toEqual(['en'])
    expect(site.theme.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false })
    expect(site.theme.navbar.items.map((i) => [i.label, i.to])).toEqual([
      ['Getting Started', '/introduction/getting-started'],
      ['Tutorials', '/tutorials/overview'],
      ['Usage Guide', '/usage/usage-guide'],
      ['API', '/api/configureStore'],
      ['GitHub', site.repoUrl],
    ])
    expect(site.theme.footer.links.map((g) => g.title)).toEqual(['Docs', 'Community', 'More'])
  })
  it('prints the 2015–2021 copyright', () => {
    expect(copyrightLine(createSiteMetadata({}).theme.footer.copyright)).toMatch(/^Copyright © 2015–2021 .+\.$/)
  })
  it('reads the URL, prefix, edit URL and banner flag from the environment', () => {
    const site = createSiteMetadata({
      SITE_URL: 'https://docs.example.com/',
      PATH_PREFIX: 'toolkit/',
      EDIT_URL: 'https://x/edit/main/',
      BASE_URL_BANNER: 'false',
    })
    expect(site).toMatchObject({
      siteUrl: 'https://docs.example.com',
      baseUrl: '/toolkit',
      editUrl: 'https://x/edit/main',
      baseUrlBanner: false,
    })
    expect(createSiteMetadata({}).baseUrlBanner).toBe(true)
    expect(createSiteMetadata({}).editUrl).toBe('')
  })
  it('normalises path prefixes', () => {
    expect(normalizeBaseUrl(undefined)).toBe('/')
    expect(normalizeBaseUrl('/')).toBe('/')
    expect(normalizeBaseUrl('docs/')).toBe('/docs')
  })
  it('tells external links from routes', () => {
    expect(isExternal('https://github.com')).toBe(true)
    expect(isExternal('/api/createSlice')).toBe(false)
    // Protocol-relative links leave the site too.
    expect(isExternal('//cdn.example.com/x.js')).toBe(true)
  })
})

describe('analyticsPlugins', () => {
  it('loads no analytics without a tracking id', () => {
    expect(analyticsPlugins({})).toEqual([])
    expect(analyticsPlugins({ GA_TRACKING_ID: '  ' })).toEqual([])
    expect([trackingId({}), trackingId({ GA_TRACKING_ID: ' ' }), trackingId({ GA_TRACKING_ID: ' G-1 ' })]).toEqual([
      undefined,
      undefined,
      'G-1',
    ])
  })
  it('configures gtag with the id', () => {
    expect(analyticsPlugins({ GA_TRACKING_ID: 'G-TEST123' })[0]).toMatchObject({
      resolve: 'gatsby-plugin-google-gtag',
      options: { trackingIds: ['G-TEST123'] },
    })
  })
})
