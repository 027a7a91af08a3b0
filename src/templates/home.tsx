import React from 'react'
import { graphql, Link, type PageProps } from 'gatsby'
import { BaseUrlBanner } from '../components/BaseUrlBanner/BaseUrlBanner'
import { Layout } from '../layout/Layout'
import { Article } from '../components/Mdx/Article'
import { Seo } from '../components/Seo/Seo'
import { useSiteMetadata } from '../components/useSiteMetadata'
import { MAIN_DOC_ID } from '../versions/versions'
import { HOME_ROUTE, routeOfDocId } from '../content/routes'
import { found } from '../content/found'
import * as styles from './home.module.css'

/** The home page: hero from the site config, then the body of content/pages/home.mdx. */
export default function HomeTemplate({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteMetadata()
  const home = found(data.mdx, 'Mdx node for content/pages/home.mdx')
  return (
    <Layout>
      <BaseUrlBanner pagePath={HOME_ROUTE} />
      <section className={styles.hero}>
        <h1 className={styles.title}>{site.title}</h1>
        <p className={styles.tagline}>{site.tagline}</p>
        <Link to={routeOfDocId(MAIN_DOC_ID)} className={styles.cta}>
          Get Started
        </Link>
      </section>
      <Article className={styles.body} html={home.article.html} />
    </Layout>
  )
}

export function Head() {
  const site = useSiteMetadata()
  return <Seo site={site} title="Home" description={site.description} path="/" />
}

export const query = graphql`
  query HomePage($id: String!) {
    mdx(id: { eq: $id }) {
      article(headingLinks: false) {
        html
      }
    }
  }
`
