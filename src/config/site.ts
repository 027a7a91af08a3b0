/**
 * Site configuration: the one place that names the site, its navbar, footer and the
 * environment variables that change a build. gatsby-config.ts puts this object into
 * `siteMetadata`, so components read it through GraphQL (`site.siteMetadata`).
 */

import { assertValidEnv, parseFlag, searchConfigFromEnv } from './env'
import { routeOfDocId } from '../content/routes'
import { normalizeBaseUrl } from './urls'

/**
 * The configuration's shape is declared once, as the content layer's `SiteSiteMetadata` type
 * (src/build/schema.ts, where each field is described); Gatsby generates this TypeScript type
 * from it.
 */
export type SiteMetadata = Queries.SiteSiteMetadata

type Env = Record<string, string | undefined>

export const REPO_URL = 'https://github.com/reduxjs/redux-toolkit'

/** The first page of each part of the docs, linked from the navbar and the footer's Docs group. */
const SECTION_STARTS = {
  gettingStarted: routeOfDocId('introduction/getting-started'),
  tutorials: routeOfDocId('tutorials/overview'),
  usage: routeOfDocId('usage/usage-guide'),
  api: routeOfDocId('api/configureStore'),
  rtkQuery: routeOfDocId('rtk-query/usage/queries'),
}

export function createSiteMetadata(env: Env = process.env): SiteMetadata {
  assertValidEnv(env)
  return {
    title: 'Redux Toolkit',
    tagline: 'The official, batteries-included toolset for efficient Redux development',
    description: 'Guides, tutorials and API reference for Redux Toolkit and RTK Query, its data fetching and caching add-on.',
    siteUrl: (env.SITE_URL || 'http://localhost:9000').replace(/\/+$/, ''),
    baseUrl: normalizeBaseUrl(env.PATH_PREFIX),
    locales: ['en'],
    repoUrl: REPO_URL,
    editUrl: (env.EDIT_URL ?? '').replace(/\/+$/, ''),
    baseUrlBanner: parseFlag('BASE_URL_BANNER', env.BASE_URL_BANNER, true),
    search: searchConfigFromEnv(env),
    theme: {
      colorMode: { defaultMode: 'light', disableSwitch: false },
      navbar: {
        title: 'Redux Toolkit',
        items: [
          { label: 'Getting Started', to: SECTION_STARTS.gettingStarted },
          { label: 'Tutorials', to: SECTION_STARTS.tutorials },
          { label: 'Usage Guide', to: SECTION_STARTS.usage },
          { label: 'API', to: SECTION_STARTS.api },
          { label: 'GitHub', to: REPO_URL },
        ],
      },
      footer: {
        links: [
          {
            title: 'Docs',
            items: [
              { label: 'Getting Started', to: SECTION_STARTS.gettingStarted },
              { label: 'Tutorials', to: SECTION_STARTS.tutorials },
              { label: 'Usage Guide', to: SECTION_STARTS.usage },
              { label: 'API Reference', to: SECTION_STARTS.api },
              { label: 'RTK Query', to: SECTION_STARTS.rtkQuery },
            ],
          },
          {
            title: 'Community',
            items: [
              { label: 'Stack Overflow', to: 'https://stackoverflow.com/questions/tagged/redux-toolkit' },
              { label: 'Discord', to: 'https://discord.gg/0ZcbPKXt5bZ6au5t' },
              { label: 'GitHub Discussions', to: `${REPO_URL}/discussions` },
            ],
          },
          {
            title: 'More',
            items: [
              { label: 'GitHub', to: REPO_URL },
              { label: 'Releases', to: `${REPO_URL}/releases` },
              { label: 'Redux core', to: 'https://redux.js.org' },
            ],
          },
        ],
        copyright: { from: 2015, to: 2021, holder: 'the Redux Toolkit documentation authors' },
      },
    },
  }
}
