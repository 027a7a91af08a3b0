/**
 * Server rendering hooks: <html lang>, and the head script that applies the stored colour mode
 * (and marks JavaScript as available) before the first paint.
 */
import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { headScript } from './src/browser/headScript'
import { createSiteMetadata } from './src/config/site'

const site = createSiteMetadata()

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.locales[0] })
  setHeadComponents([<script key="head-script" dangerouslySetInnerHTML={{ __html: headScript(site.theme.colorMode.defaultMode) }} />])
}
