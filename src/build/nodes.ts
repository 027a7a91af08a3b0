/**
 * Content → GraphQL nodes. Each MDX file under content/docs becomes a `Doc` node (after its front
 * matter is validated). content/sidebars.json is a File node too (gatsby-source-filesystem, so
 * `gatsby develop` sees an edit); its children are the `DocsSidebar` nodes and the version list,
 * `DocsVersion` nodes. A doc's place in the sidebars is not stored on it: the `Doc.place` field
 * works it out from the DocsSidebar nodes when a query asks (docRoute.ts), so a sidebar edit
 * reaches every page that shows it.
 */
import type { CreateNodeArgs, Node } from 'gatsby'
import { validateFrontmatter } from '../content/frontmatter'
import { parseSidebarsJson } from '../content/loadSidebars'
import { fromRoot } from '../content/paths'
import { documentedRelease } from '../content/release'
import { docIdFromRelativePath, routeOfDocId } from '../content/routes'
import { sidebarEntries } from '../content/sidebar'
import { docsVersions } from '../versions/versions'

export const DOCS_SOURCE = 'docs'
export const PAGES_SOURCE = 'pages'
export const SIDEBARS_SOURCE = 'sidebars'

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
}

/** onCreateNode: an MDX doc becomes a Doc node; the sidebar file becomes DocsSidebar and DocsVersion nodes. */
export async function createContentNodes(args: CreateNodeArgs): Promise<void> {
  if (args.node.internal.type === 'Mdx') createDocNode(args)
  else if (args.node.internal.type === 'File' && (args.node as FileNode).sourceInstanceName === SIDEBARS_SOURCE)
    await createSidebarNodes(args)
}

function createDocNode({ node, getNode, actions, createContentDigest, reporter }: CreateNodeArgs): void {
  if (!node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file || file.sourceInstanceName !== DOCS_SOURCE) return

  const sourcePath = `content/docs/${file.relativePath.split('\\').join('/')}`
  let frontmatter
  try {
    frontmatter = validateFrontmatter((node as Node & { frontmatter?: unknown }).frontmatter, sourcePath)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  const docId = docIdFromRelativePath(file.relativePath)
  const fields = {
    path: routeOfDocId(docId),
    title: frontmatter.title,
    sidebarLabel: frontmatter.sidebar_label,
    description: frontmatter.description,
    sourcePath,
    mdx: node.id,
  }
  const doc = {
    id: docId,
    ...fields,
    parent: node.id,
    children: [],
    internal: { type: 'Doc', contentDigest: createContentDigest(fields) },
  }
  actions.createNode(doc)
  actions.createParentChildLink({ parent: node, child: doc as unknown as Node })
}

/**
 * The sidebar file's children. A file that does not parse or fails the schema stops the build with
 * the message (in `gatsby develop`, the message shows and the sidebars stay empty until it is fixed).
 */
async function createSidebarNodes({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): Promise<void> {
  const file = node as FileNode
  let sidebars
  try {
    sidebars = parseSidebarsJson(await loadNodeContent(node), fromRoot(file.absolutePath))
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  const child = (fields: Record<string, unknown> & { id: string; internal: { type: string; contentDigest: string } }) => {
    actions.createNode({ ...fields, parent: node.id, children: [] })
    actions.createParentChildLink({ parent: node, child: fields as unknown as Node })
  }
  for (const [name, items] of Object.entries(sidebars)) {
    child({
      id: createNodeId(`DocsSidebar ${name}`),
      name,
      items,
      internal: { type: 'DocsSidebar', contentDigest: createContentDigest({ name, items }) },
    })
  }
  const ids = sidebarEntries(sidebars).map((entry) => entry.docId)
  for (const version of docsVersions(documentedRelease(), ids)) {
    const { docIds, ...fields } = version
    child({
      id: createNodeId(`DocsVersion ${version.name}`),
      ...fields,
      docs: docIds,
      internal: { type: 'DocsVersion', contentDigest: createContentDigest(version) },
    })
  }
}
