/**
 * Gatsby's build hooks, each a call into src/build: types (and each MDX body's article), nodes, pages, post-build link check
 * (the search back end announced first and the search records' anchors last, src/search/build; the
 * Markdown versions of the docs, src/markdown/build), then the deploy files: headers, sitemap,
 * robots, precompressed twins (src/build/postBuild.ts).
 */
import type { GatsbyNode } from 'gatsby'
import { typeDefs } from './src/build/schema'
import { createArticleResolvers, sourceArticleRenderer } from './src/build/article'
import { createContentNodes } from './src/build/nodes'
import { createDocResolvers } from './src/build/docRoute'
import { createSitePages } from './src/build/pages'
import { frontmatterProblems, sidebarFileProblem } from './src/build/preflight'
import { checkBuiltSite } from './src/build/checkBuiltLinks'
import { checkBuildEnv } from './src/build/checkEnv'
import { reportSearchBackEnd } from './src/search/build/artifacts'
import { writeTokenStylesheet } from './src/mdx/tokenClasses'
import { defineInlineScripts } from './src/page/build'
import { startTypeNames } from './src/samples/typeNames'
import { checkMarkdownTwins } from './src/markdown/build/artifacts'
import { typeNamesDigest, writeDeployFiles } from './src/build/postBuild'
import { shapeBrowserChunks } from './src/build/webpack'

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const problems = frontmatterProblems()
  if (problems.length > 0) reporter.panicOnBuild(`Front matter problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  const sidebars = sidebarFileProblem()
  if (sidebars) reporter.panic(sidebars)
  await writeTokenStylesheet()
  // The hover types' names take long: computed beside the build, written after it (src/build/postBuild.ts).
  if (process.env.gatsby_executing_command === 'build') await startTypeNames(typeNamesDigest())
}

export const onPreInit: GatsbyNode['onPreInit'] = (args) => {
  checkBuildEnv(args)
  reportSearchBackEnd(args)
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  createArticleResolvers(args)
  createDocResolvers(args)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceArticleRenderer(args)

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => createContentNodes(args)

export const createPages: GatsbyNode['createPages'] = (args) => createSitePages(args)

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  shapeBrowserChunks(args)
  defineInlineScripts(args)
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  checkBuiltSite(args)
  await checkMarkdownTwins(args)
  await writeDeployFiles(args)
}
