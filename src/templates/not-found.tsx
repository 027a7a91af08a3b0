import React from 'react'
import { Link, withPrefix } from 'gatsby'
import { Layout } from '../layout/Layout'
import { Seo } from '../components/Seo/Seo'
import { useSiteMetadata } from '../components/useSiteMetadata'
import { SEARCH_ROUTE } from '../content/routes'
import * as styles from './home.module.css'

/** Shown for any path that is not a page (the server answers it with status 404). */
export default function NotFoundTemplate() {
  return (
    <Layout>
      <section className={styles.body}>
        <h1>Page not found</h1>
        <p>There is no page at this address. It may have moved, or the link that brought you here has a typo.</p>
        <ul>
          <li>
            <Link to="/">Go to the home page</Link>
          </li>
          <li>
            <Link to="/introduction/getting-started">Read Getting Started</Link>
          </li>
        </ul>
        <form action={withPrefix(SEARCH_ROUTE)} method="get" role="search" aria-label="Search the docs">
          <label htmlFor="not-found-search">Search the docs </label>
          <input id="not-found-search" name="q" type="search" />
          <button type="submit">Search</button>
        </form>
      </section>
    </Layout>
  )
}

export function Head() {
  const site = useSiteMetadata()
  return <Seo site={site} title="Page not found" description="There is no page at this address." path="/404" noindex />
}
