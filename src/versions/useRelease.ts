import { graphql, useStaticQuery } from 'gatsby'

/** The documented @reduxjs/toolkit release, from the current DocsVersion node. */
export function useRelease(): string | undefined {
  const data = useStaticQuery<Queries.CurrentReleaseQuery>(graphql`
    query CurrentRelease {
      docsVersion(name: { eq: "current" }) {
        release
      }
    }
  `)
  return data.docsVersion?.release
}
