import { graphql, useStaticQuery } from 'gatsby'
import { found } from '../content/found'

/** The site configuration as pages read it: every field but the search settings (useSearchConfig reads those). */
export type SiteView = NonNullable<Queries.SiteMetadataQuery['site']>['siteMetadata']

/** Site configuration through the GraphQL layer (one static query shared by every page). */
export function useSiteMetadata(): SiteView {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          tagline
          description
          siteUrl
          baseUrl
          locales
          repoUrl
          editUrl
          baseUrlBanner
          theme {
            colorMode {
              defaultMode
              disableSwitch
            }
            navbar {
              title
              items {
                label
                to
              }
            }
            footer {
              links {
                title
                items {
                  label
                  to
                }
              }
              copyright {
                from
                to
                holder
              }
            }
          }
        }
      }
    }
  `)
  return found(data.site, 'Site node').siteMetadata
}
