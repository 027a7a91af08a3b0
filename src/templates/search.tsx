import React from 'react'
import type { PageProps } from 'gatsby'
import { Layout } from '../layout/Layout'
import { Seo } from '../components/Seo/Seo'
import { useSiteMetadata } from '../components/useSiteMetadata'
import { SEARCH_ROUTE } from '../content/routes'
import { SearchPage } from '../search/ui/SearchPage'

/** The search results page (/search?q=…). */
export default function SearchTemplate({ location }: PageProps) {
  return (
    <Layout>
      <SearchPage locationSearch={location.search} />
    </Layout>
  )
}

export function Head() {
  const site = useSiteMetadata()
  return <Seo site={site} title="Search" description={`Search the ${site.title} documentation.`} path={SEARCH_ROUTE} noindex />
}
