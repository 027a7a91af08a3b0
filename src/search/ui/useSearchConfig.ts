import { graphql, useStaticQuery } from 'gatsby'
import { found } from '../../content/found'
import type { SearchConfig } from '../../config/search'

/** The build's search back end (siteMetadata.search, from src/config/site.ts). */
export function useSearchConfig(): SearchConfig {
  // Aliased, so this result is not mistaken for the full site config (src/components/useSiteMetadata.ts).
  const data = useStaticQuery<Queries.SearchConfigQuery>(graphql`
    query SearchConfig {
      searchSite: site {
        siteMetadata {
          search {
            provider
            appId
            apiKey
            indexName
          }
        }
      }
    }
  `)
  return found(data.searchSite, 'Site node').siteMetadata.search
}
