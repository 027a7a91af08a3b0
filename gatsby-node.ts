/**
 * Gatsby's build hooks, each a call into src/build: types, nodes, pages, post-build link check.
 */
import type { GatsbyNode } from 'gatsby'
import { typeDefs } from './src/build/schema'
import { createDocNode, sourceSiteNodes } from './src/build/nodes'
import { createSitePages } from './src/build/pages'
import { checkBuiltLinks } from './src/build/checkBuiltLinks'

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceSiteNodes(args)

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => createDocNode(args)

export const createPages: GatsbyNode['createPages'] = (args) => createSitePages(args)

export const onPostBuild: GatsbyNode['onPostBuild'] = (args) => checkBuiltLinks(args)
