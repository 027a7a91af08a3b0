import { graphql, useStaticQuery } from 'gatsby'
import type { SiteMetadata } from '../config/site'

/** Site configuration through the GraphQL layer (one static query shared by every page). */
export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<{ site: { siteMetadata: SiteMetadata } }>(graphql`
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
  return data.site.siteMetadata
}
