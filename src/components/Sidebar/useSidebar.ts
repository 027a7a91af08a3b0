import { graphql, useStaticQuery } from 'gatsby'
import { buildSidebarTree, sidebarsOfNodes, type SidebarTreeNode } from '../../content/sidebar'

/** The named sidebar as a tree of categories and doc links (one static query for all pages). */
export function useSidebar(name: string): SidebarTreeNode[] {
  const data = useStaticQuery<Queries.SidebarsQuery>(graphql`
    query Sidebars {
      allDocsSidebar {
        nodes {
          name
          items
        }
      }
      allDoc {
        nodes {
          id
          sidebarLabel
        }
      }
    }
  `)
  const items = sidebarsOfNodes(data.allDocsSidebar.nodes)[name]
  if (!items) return []
  return buildSidebarTree(items, new Map(data.allDoc.nodes.map((doc) => [doc.id, doc])))
}
