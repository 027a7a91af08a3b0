/**
 * GraphQL types of the content layer, declared (not inferred) so that GraphiQL shows every field
 * with its description and a wrong value fails loudly. This is the one declaration of these
 * shapes: Gatsby's type generation turns it, and every query, into TypeScript
 * (src/gatsby-types.d.ts, the `Queries` namespace), which the site configuration
 * (src/config/site.ts) and every query's reader use.
 */
export const typeDefs = /* GraphQL */ `
  """
  A documentation page: one MDX file under content/docs. Its place there is its route.
  """
  type Doc implements Node @dontInfer {
    "The doc id: the file's path under content/docs without its extension, e.g. api/createSlice."
    id: ID!
    "The route the page is served at, e.g. /api/createSlice."
    path: String!
    "The page title: the h1 and the first part of the <title>."
    title: String!
    "The text shown for this doc in the sidebar, breadcrumbs and previous/next links."
    sidebarLabel: String!
    "One-sentence summary, used for the meta description and search results."
    description: String!
    "The file's path relative to the repository, e.g. content/docs/api/createSlice.mdx."
    sourcePath: String!
    "The MDX node holding the page body."
    mdx: Mdx! @link
    "Where the doc sits in the sidebars, worked out from the DocsSidebar nodes (src/build/docRoute.ts)."
    place: DocPlace!
    "The doc's Edit this page URL: the site's edit URL and the file's path; null when no edit URL is set."
    editUrl: String
    "The last commit that changed the doc's file (src/build/gitDates.ts); null without git history."
    lastUpdated: DocDate
  }

  "A date, as machines and as readers read it."
  type DocDate {
    "YYYY-MM-DD."
    date: String!
    "As readers write it: November 24, 2026. Formatted here once, so the browser never loads its date formatter for it."
    text: String!
  }

  "A doc's place in content/sidebars.json."
  type DocPlace {
    "The sidebar that lists the doc (a key of content/sidebars.json)."
    sidebarName: String!
    "The category labels from the top of the sidebar down to the doc: the breadcrumbs."
    categories: [String!]!
    "The doc before it in reading order, in the same sidebar."
    previous: DocLink
    "The doc after it in reading order, in the same sidebar."
    next: DocLink
  }

  "A link to another doc, as the previous / next links show it."
  type DocLink {
    path: String!
    "The doc's sidebar label."
    label: String!
  }

  """
  An MDX body as pages show it (src/mdx/renderArticle.tsx): the field Mdx.article.
  """
  type MdxArticle {
    "The article's HTML, rendered at build time."
    html: String!
    "The table of contents: each h2 with its h3s, linked by the headings' ids."
    toc: [MdxTocEntry!]!
    "The body's syntax tree (mdast) as the parser gave it, before any step changed it (src/mdx/parse.ts): what the search records and the Markdown twin are made from."
    tree: JSON!
    "The answers to the samples' type notation (^?, @errors), by the line of each block's fence in tree (src/mdx/typeNotes.ts): the Markdown twin shows them as the page does."
    typeNotes: JSON!
  }

  """
  The article renderer's version: a digest of src/mdx/renderArticle.tsx, the modules it imports
  and the lockfile (src/build/article.ts). Every article depends on it.
  """
  type ArticleRenderer implements Node @dontInfer {
    digest: String!
  }

  type MdxTocEntry {
    "# and the heading's id."
    url: String!
    "The heading's text."
    title: String!
    items: [MdxTocEntry!]!
  }

  """
  A version of the documentation. Today there is one, the current release.
  """
  type DocsVersion implements Node @dontInfer {
    "Version name, e.g. current."
    name: String!
    "Label shown to readers: the documented release line, e.g. 2.x."
    label: String!
    "Exact release of @reduxjs/toolkit the pages document, read from the installed package."
    release: String!
    "Path the version's docs are served under."
    path: String!
    "Id of the doc a reader lands on when choosing this version."
    mainDocId: String!
    "The version's docs in sidebar order."
    docs: [Doc!]! @link
  }

  """
  A sidebar from content/sidebars.json, resolved against the docs.
  """
  type DocsSidebar implements Node @dontInfer {
    "The sidebar's key in content/sidebars.json."
    name: String!
    "Raw items: doc ids and categories ({ label, items })."
    items: JSON!
  }

  "A link in the navbar or footer."
  type SiteNavLink {
    label: String!
    "An internal route or an absolute URL."
    to: String!
  }

  "A titled group of footer links."
  type SiteFooterGroup {
    title: String!
    items: [SiteNavLink!]!
  }

  type SiteCopyright {
    from: Int!
    to: Int!
    holder: String!
  }

  type SiteFooter {
    links: [SiteFooterGroup!]!
    copyright: SiteCopyright!
  }

  type SiteNavbar {
    title: String!
    items: [SiteNavLink!]!
  }

  "A colour mode."
  enum ColorMode {
    light
    dark
  }

  type SiteColorMode {
    "The mode a reader without a stored choice sees."
    defaultMode: ColorMode!
    "When true, readers cannot switch the colour mode."
    disableSwitch: Boolean!
  }

  type SiteTheme {
    colorMode: SiteColorMode!
    navbar: SiteNavbar!
    footer: SiteFooter!
  }

  "A search back end: the site's own index (the default), or Algolia when all three ALGOLIA_* variables are set."
  enum SearchProvider {
    embedded
    algolia
  }

  "Which search back end the build uses (src/config/search.ts)."
  type SiteSearch {
    provider: SearchProvider!
    "Algolia application id (ALGOLIA_APP_ID); empty when embedded."
    appId: String!
    "Algolia public search-only key (ALGOLIA_SEARCH_KEY); empty when embedded."
    apiKey: String!
    "Algolia index name (ALGOLIA_INDEX_NAME); empty when embedded."
    indexName: String!
  }

  "Site configuration (src/config/site.ts)."
  type SiteSiteMetadata {
    title: String!
    tagline: String!
    description: String!
    "Absolute URL of the deployed site (SITE_URL), without the path prefix."
    siteUrl: String!
    "Path prefix the site is served under (PATH_PREFIX), / at the root."
    baseUrl: String!
    "Site languages: en only."
    locales: [String!]!
    repoUrl: String!
    "Base of Edit this page links (EDIT_URL); empty when not configured."
    editUrl: String!
    "Whether the home page carries the wrong-base-URL banner."
    baseUrlBanner: Boolean!
    "Site search back end."
    search: SiteSearch!
    theme: SiteTheme!
  }

  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }
`
