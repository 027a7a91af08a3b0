import { graphql, useStaticQuery } from 'gatsby'
import { buildSidebarTree, type SidebarItem, type SidebarTreeNode } from '../../content/sidebar'

/** The named sidebar as a tree of categories and doc links (one static query for all pages). */
export function useSidebar(name: string): SidebarTreeNode[] {
  const data = useStaticQuery<{
    allDocsSidebar: { nodes: Array<{ name: string; items: SidebarItem[] }> }
    allDoc: { nodes: Array<{ id: string; sidebarLabel: string }> }
  }>(graphql`
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
  const sidebar = data.allDocsSidebar.nodes.find((node) => node.name === name)
  if (!sidebar) return []
  return buildSidebarTree(sidebar.items, new Map(data.allDoc.nodes.map((doc) => [doc.id, doc])))
}
