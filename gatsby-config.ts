import type { GatsbyConfig } from 'gatsby'
import { createSiteMetadata } from './src/config/site'
import { analyticsPlugins } from './src/config/analytics'
import { DOCS_DIR, PAGES_DIR, SIDEBARS_FILE } from './src/content/paths'
import { DOCS_SOURCE, PAGES_SOURCE, SIDEBARS_SOURCE } from './src/build/nodes'

const siteMetadata = createSiteMetadata()

const config: GatsbyConfig = {
  siteMetadata: { ...siteMetadata },
  pathPrefix: siteMetadata.baseUrl === '/' ? undefined : siteMetadata.baseUrl,
  trailingSlash: 'never',
  // Query result types generated from the declared schema (src/build/schema.ts) and every query,
  // page and static queries as well as the build's own (the files below); committed, and checked
  // against a fresh build's output by postbuild/typegen.test.ts.
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
    documentSearchPaths: ['./gatsby-node.ts', './src/build/*.ts', './src/search/build/*.ts', './src/markdown/build/*.ts'],
  },
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: DOCS_SOURCE, path: DOCS_DIR } },
    { resolve: 'gatsby-source-filesystem', options: { name: PAGES_SOURCE, path: PAGES_DIR } },
    // One file: its DocsSidebar and DocsVersion nodes are made in src/build/nodes.ts.
    { resolve: 'gatsby-source-filesystem', options: { name: SIDEBARS_SOURCE, path: SIDEBARS_FILE } },
    // MDX files become Mdx nodes (front matter and body); their article is rendered by the
    // resolver in src/build/article.ts with the plugins of src/mdx/plugins.ts, not by this plugin.
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx'] } },
    ...analyticsPlugins(),
  ],
}

export default config
