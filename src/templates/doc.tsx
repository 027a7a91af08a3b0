import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { titleId } from '../content/headingIds'
import type { DocPageContext, DocPlace } from '../content/sidebar'
import { Layout } from '../layout/Layout'
import { Breadcrumbs, DocFooter } from '../components/DocFooter/DocFooter'
import { Article } from '../components/Mdx/Article'
import { CopyPage } from '../components/CopyPage/CopyPage'
import { Seo } from '../components/Seo/Seo'
import { TableOfContents, type TocItem } from '../components/TableOfContents/TableOfContents'
import { useSiteMetadata } from '../components/useSiteMetadata'
import { markdownTwinPath } from '../markdown/twin'
import * as styles from './doc.module.css'

/** Everything the page shows, in one object: the doc, its place in the sidebars and its article (the query below). */
interface DocData {
  doc: {
    id: string
    path: string
    title: string
    sidebarLabel: string
    description: string
    editUrl: string | null
    place: DocPlace
    mdx: { article: { html: string; toc: TocItem[] } }
  }
}

export default function DocTemplate({ data }: PageProps<DocData, DocPageContext>) {
  const { doc } = data
  return (
    <Layout sidebar={{ name: doc.place.sidebarName, currentPath: doc.path }}>
      <div className={styles.page}>
        <article className={styles.article}>
          <Breadcrumbs categories={doc.place.categories} current={doc.sidebarLabel} />
          <h1 id={titleId(doc.title)}>{doc.title}</h1>
          <CopyPage markdownPath={markdownTwinPath(doc.path)} />
          <Article html={doc.mdx.article.html} />
          <DocFooter editUrl={doc.editUrl} previous={doc.place.previous} next={doc.place.next} />
        </article>
        <aside className={styles.toc} aria-label="Table of contents">
          <TableOfContents items={doc.mdx.article.toc} />
        </aside>
      </div>
    </Layout>
  )
}

export function Head({ data }: HeadProps<DocData>) {
  const site = useSiteMetadata()
  return (
    <Seo
      site={site}
      title={data.doc.title}
      description={data.doc.description}
      path={data.doc.path}
      markdownPath={markdownTwinPath(data.doc.path)}
    />
  )
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
