import React from 'react'
import { withPrefix } from 'gatsby'
import type { SiteView } from '../useSiteMetadata'
import { canonicalUrl } from '../../config/urls'

/** "createSlice | Redux Toolkit" */
export function pageTitle(title: string, siteTitle: string): string {
  return title === siteTitle ? siteTitle : `${title} | ${siteTitle}`
}

/** The one picture link previews show for every page (static/og-image.png). */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: 'Redux Toolkit logo and name' }

/** Head tags for every page (Gatsby Head API): title, description, canonical URL, OpenGraph and Twitter cards. */
export function Seo({
  site,
  title,
  description,
  path,
  noindex,
  markdownPath,
}: {
  site: SiteView
  title: string
  description: string
  path: string
  noindex?: boolean
  /** The page's Markdown twin (src/markdown/twin.ts), announced as an alternate. */
  markdownPath?: string
}) {
  const fullTitle = pageTitle(title, site.title)
  const url = canonicalUrl(site, path)
  const image = canonicalUrl(site, SITE_IMAGE.path)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {!noindex && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex" />}
      {markdownPath && <link rel="alternate" type="text/markdown" href={canonicalUrl(site, markdownPath)} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SITE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SITE_IMAGE.height)} />
      <meta property="og:image:alt" content={SITE_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={SITE_IMAGE.alt} />
      <meta name="color-scheme" content="light dark" />
      <link rel="icon" href={withPrefix('/favicon.svg')} type="image/svg+xml" />
    </>
  )
}
