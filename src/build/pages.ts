/**
 * GraphQL nodes → pages. One query fetches everything; each Doc becomes a page at its path,
 * the home page comes from content/pages/home.mdx, /search is the search page (whose records and
 * embedded index are written here too, see src/search/build/artifacts.ts), and /404 is the
 * not-found page. Each doc's Markdown version, llms.txt and llms-full.txt are written here too
 * (src/markdown/build/artifacts.ts).
 */
import path from 'path'
import type { CreatePagesArgs } from 'gatsby'
import { SIDEBARS_FILE, fromRoot } from '../content/paths'
import { HOME_ROUTE, NOT_FOUND_ROUTE, SEARCH_ROUTE } from '../content/routes'
import { sidebarsOfNodes, validateSidebarAgainstDocs, type DocPageContext } from '../content/sidebar'
import { writeSearchArtifacts } from '../search/build/artifacts'
import { writeMarkdownArtifacts } from '../markdown/build/artifacts'

const template = (name: string) => path.resolve('src/templates', `${name}.tsx`)

export async function createSitePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<Queries.SitePagesQuery>(`
    query SitePages {
      allDoc(sort: { path: ASC }) {
        nodes {
          id
          path
        }
      }
      allDocsSidebar {
        nodes {
          name
          items
        }
      }
      home: file(sourceInstanceName: { eq: "pages" }, relativePath: { eq: "home.mdx" }) {
        childMdx {
          id
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('The pages query failed', result.errors)
    return
  }
  const { allDoc, allDocsSidebar, home } = result.data
  const sidebars = sidebarsOfNodes(allDocsSidebar.nodes)
  const problems = validateSidebarAgainstDocs(
    sidebars,
    allDoc.nodes.map((doc) => doc.id),
  )
  // A build stops here. `gatsby develop` reports the problems and keeps every page (a doc that no
  // sidebar lists shows without its place) until the file is fixed.
  if (problems.length > 0) reporter.panicOnBuild(`Problems in ${fromRoot(SIDEBARS_FILE)}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  for (const doc of allDoc.nodes) {
    // Only the id: the template's query reads the doc and its place (src/build/docRoute.ts).
    const context: DocPageContext = { id: doc.id }
    actions.createPage({
      path: doc.path,
      component: template('doc'),
      context,
    })
  }

  const homeMdx = home?.childMdx?.id
  if (!homeMdx) {
    reporter.panicOnBuild('The home page content is missing: create content/pages/home.mdx')
    return
  }
  actions.createPage({ path: HOME_ROUTE, component: template('home'), context: { id: homeMdx } })
  actions.createPage({ path: SEARCH_ROUTE, component: template('search'), context: {} })
  await writeSearchArtifacts({ graphql, reporter })
  await writeMarkdownArtifacts({ graphql, reporter })
  actions.createPage({ path: NOT_FOUND_ROUTE, component: template('not-found'), context: {} })
}
