/**
 * Server rendering hooks: <html lang>, the head script that applies the stored colour mode
 * and sample language before the first paint, the page script that answers taps before any framework
 * (src/page/behaviour.ts), the script that starts Gatsby's
 * runtime on the reader's first interaction (src/runtimeStart/starter.ts), the styles of a page read
 * without scripts (src/components/noScript.ts); Gatsby's inline scripts
 * made the same on every page so one Content-Security-Policy covers them all; the body rendered to
 * one string, so each Suspense boundary of the layout (src/layout/Layout.tsx) is in place in the
 * HTML rather than sent after it with a script that moves it in.
 */
import React from 'react'
import { renderToString } from 'react-dom/server'
import type { GatsbySSR } from 'gatsby'
import { START_RUNTIME_ON_INTENT } from './src/runtimeStart/switch'
import { inlineScript } from './src/page/script'
import { NO_SCRIPT_STYLES } from './src/components/noScript'
import { createSiteMetadata } from './src/config/site'
import { samePostBodyScripts } from './src/build/sameInlineScripts'

const site = createSiteMetadata()

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.locales[0] })
  setHeadComponents([
    // One element: the pre-paint part first, then the page script (src/page/build.ts).
    <script key="page-script" dangerouslySetInnerHTML={{ __html: inlineScript('page') }} />,
    ...(START_RUNTIME_ON_INTENT ? [<script key="runtime-starter" dangerouslySetInnerHTML={{ __html: inlineScript('starter') }} />] : []),
    <noscript key="no-script-styles" dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_STYLES}</style>` }} />,
  ])
}

export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(samePostBodyScripts(getPostBodyComponents()))
}
