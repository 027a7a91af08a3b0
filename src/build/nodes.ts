/**
 * Content → GraphQL nodes. Each MDX file under content/docs becomes a `Doc` node (after its front
 * matter is validated); the sidebar file becomes `DocsSidebar` nodes and the version list
 * `DocsVersion` nodes.
 */
import type { CreateNodeArgs, Node, SourceNodesArgs } from 'gatsby'
import { validateFrontmatter } from '../content/frontmatter'
import { loadSidebars } from '../content/loadSidebars'
import { documentedRelease } from '../content/release'
import { docIdFromRelativePath, routeOfDocId } from '../content/routes'
import { sidebarEntries } from '../content/sidebar'
import { docsVersions } from '../content/versions'

export const DOCS_SOURCE = 'docs'
export const PAGES_SOURCE = 'pages'

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
}

/** Which sidebar lists a doc id ('' when none does; createPages reports that). */
function sidebarNameOf(docId: string): string {
  return sidebarEntries(loadSidebars()).find((entry) => entry.docId === docId)?.sidebarName ?? ''
}

export function createDocNode({ node, getNode, actions, createContentDigest, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== 'Mdx' || !node.parent) return
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
    sidebarName: sidebarNameOf(docId),
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

export function sourceSiteNodes({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs): void {
  let sidebars
  try {
    sidebars = loadSidebars()
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  for (const [name, items] of Object.entries(sidebars)) {
    actions.createNode({
      id: createNodeId(`DocsSidebar ${name}`),
      name,
      items,
      internal: { type: 'DocsSidebar', contentDigest: createContentDigest({ name, items }) },
    })
  }
  const ids = sidebarEntries(sidebars).map((entry) => entry.docId)
  for (const version of docsVersions(documentedRelease(), ids)) {
    const { docIds, ...fields } = version
    actions.createNode({
      id: createNodeId(`DocsVersion ${version.name}`),
      ...fields,
      docs: docIds,
      internal: { type: 'DocsVersion', contentDigest: createContentDigest(version) },
    })
  }
}
