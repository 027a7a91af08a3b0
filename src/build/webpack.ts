/**
 * Gatsby's webpack configuration (onCreateWebpackConfig), two changes. The libraries in
 * Gatsby's `app` chunk (router, link, scroll restoration, script loader, progress bar, Babel
 * helpers) go into a chunk of their own. Every page loads both at start, but the browser
 * evaluates each script in a task of its own, and two shorter tasks block input less than one
 * long one (Lighthouse's Total Blocking Time counts only the part of a task beyond 50 ms).
 * And the search modal is an entry of its own, sharing only webpack's runtime and React with
 * Gatsby's (src/search/ui/modalLoader.ts).
 */
import path from 'path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import { SITE_ROOT } from '../content/paths'
import { SEARCH_MODAL_ENTRY } from '../search/ui/modalLoader'

const SEARCH_MODAL_SOURCE = path.join(SITE_ROOT, 'src', 'search', 'ui', 'modalEntry.tsx')

/** The node_modules packages that Gatsby's runtime and the site's browser code bundle into `app`. */
const APP_LIBRARIES =
  /[\\/]node_modules[\\/](@gatsbyjs[\\/]reach-router|gatsby-link|gatsby-react-router-scroll|gatsby-script|@builder\.io[\\/]partytown|nprogress|@babel[\\/]runtime)[\\/]/

export const APP_LIBRARIES_CHUNK = 'app-libraries'

export function shapeBrowserChunks({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return
  const config = getConfig()
  config.entry[SEARCH_MODAL_ENTRY] = SEARCH_MODAL_SOURCE
  config.optimization.splitChunks.cacheGroups[APP_LIBRARIES_CHUNK] = {
    test: APP_LIBRARIES,
    // The search modal's entry takes its few Babel helpers along instead of this whole chunk.
    chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) => chunk.canBeInitial() && chunk.name !== SEARCH_MODAL_ENTRY,
    name: APP_LIBRARIES_CHUNK,
    priority: 35,
    enforce: true,
  }
  // Nor does it share Gatsby's `commons` chunk (modules most page chunks use): it takes the few it
  // needs along, instead of a file mostly of what only the pages need.
  const commons = config.optimization.splitChunks.cacheGroups.commons
  if (commons) commons.chunks = (chunk: { name?: string | null }) => chunk.name !== SEARCH_MODAL_ENTRY
  actions.replaceWebpackConfig(config)
}
