import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { titleId } from '../content/headingIds'
import type { DocPageContext } from '../content/sidebar'
import { Layout } from '../layout/Layout'
import { Breadcrumbs, DocFooter } from '../components/DocFooter/DocFooter'
import { Article } from '../components/Mdx/Article'
import { CopyPage } from '../components/CopyPage/CopyPage'
import { Seo } from '../components/Seo/Seo'
import { TableOfContents } from '../components/TableOfContents/TableOfContents'
import { useSiteMetadata } from '../components/useSiteMetadata'
import { markdownTwinPath } from '../markdown/twin'
import { found } from '../content/found'
import * as styles from './doc.module.css'

/** Everything the page shows, in one object: the doc, its place in the sidebars and its article (the query below). */
function docOf(data: Queries.DocPageQuery, context: DocPageContext) {
  return found(data.doc, `Doc node ${context.id}`)
}

export default function DocTemplate({ data, pageContext }: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = docOf(data, pageContext)
  return (
    <Layout sidebar={{ name: doc.place.sidebarName, currentPath: doc.path }}>
      <div className={styles.page}>
        <article className={styles.article}>
          <Breadcrumbs categories={doc.place.categories} current={doc.sidebarLabel} />
          <h1 id={titleId(doc.title)}>{doc.title}</h1>
          <CopyPage markdownPath={markdownTwinPath(doc.path)} />
          <Article html={doc.mdx.article.html} />
          <DocFooter editUrl={doc.editUrl} lastUpdated={doc.lastUpdated} previous={doc.place.previous} next={doc.place.next} />
        </article>
        <aside className={styles.toc} aria-label="Table of contents">
          <TableOfContents items={doc.mdx.article.toc} />
        </aside>
      </div>
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  const site = useSiteMetadata()
  const doc = docOf(data, pageContext)
  return <Seo site={site} title={doc.title} description={doc.description} path={doc.path} markdownPath={markdownTwinPath(doc.path)} />
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      id
      path
      title
      sidebarLabel
      description
      editUrl
      lastUpdated {
        date
        text
      }
      place {
        sidebarName
        categories
        previous {
          path
          label
        }
        next {
          path
          label
        }
      }
      mdx {
        article {
          html
          toc {
            url
            title
            items {
              url
              title
            }
          }
        }
      }
    }
  }
`
