import React from 'react'
import { Link, type PageProps } from 'gatsby'
import { BaseUrlBanner } from '../components/BaseUrlBanner/BaseUrlBanner'
import { Layout } from '../components/Layout/Layout'
import { Article } from '../components/Mdx/Article'
import { homeMdxComponents } from '../components/Mdx/components'
import { Seo } from '../components/Seo/Seo'
import { useSiteMetadata } from '../components/useSiteMetadata'
import { MAIN_DOC_ID } from '../content/versions'
import { HOME_ROUTE, routeOfDocId } from '../content/routes'
import * as styles from './home.module.css'

/** The home page: hero from the site config, then the body of content/pages/home.mdx. */
export default function HomeTemplate({ children }: PageProps) {
  const site = useSiteMetadata()
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
      <Article className={styles.body} components={homeMdxComponents}>
        {children}
      </Article>
    </Layout>
  )
}

export function Head() {
  const site = useSiteMetadata()
  return <Seo site={site} title="Home" description={site.description} path="/" />
}
