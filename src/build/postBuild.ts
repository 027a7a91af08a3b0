/**
 * What the build does to public/ after Gatsby: lists the search modal's files in every page
 * (src/search/build/modalFiles.ts), takes Gatsby's script tags out of the pages
 * (src/runtimeStart/deferScripts.ts; first, since the headers hash the pages' inline scripts),
 * writes what a reader's Run needs (src/run/build.ts) and the hover types' files (src/typeInfo/build.ts), then response headers for this build
 * (src/build/headersFiles.ts), sitemap.xml and robots.txt (src/build/sitemap.ts), and, last,
 * the precompressed .gz/.br twins of every text file (src/build/precompress.ts).
 */
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { createSiteMetadata } from '../config/site'
import { trackingId } from '../config/analytics'
import { precompressEnabled } from '../config/env'
import { PUBLIC_DIR, SITE_ROOT } from '../content/paths'
import { readBuiltPages, writeHeadersFiles } from './headersFiles'
import { deferRuntimeInPages } from '../runtimeStart/deferScripts'
import { START_RUNTIME_ON_INTENT } from '../runtimeStart/switch'
import { listSearchModalFiles, searchModalFiles } from '../search/build/modalFiles'
import { writeSeoFiles } from './sitemap'
import { precompressDir, removeTwins } from './precompress'
import { writeRunFiles } from '../run/build'
import { docsProjects, siteRunFiles } from '../samples/check'
import { writeTypeInfoFiles } from '../typeInfo/build'
import { docsTypeNames, TYPE_NAMES_WORKER } from '../samples/typeNames'
import { sourceDigest } from './sourceDigest'
import type { BlockTypeNotes } from '../content/typeNotation'

/** What the hover types' names depend on besides each page's samples: the code that makes them and the lockfile (src/samples/typeNames.ts). */
export const typeNamesDigest = () => sourceDigest(TYPE_NAMES_WORKER, [path.join(SITE_ROOT, 'package-lock.json')], SITE_ROOT)
import type { MdastNode } from '../content/mdast'
import { HOME_ROUTE } from '../content/routes'

/**
 * The one query after the build: every doc's route, MDX file and body's tree as the content layer
 * parsed it (src/build/article.ts), for the Run files and the sitemap, and the home page's file.
 */
async function builtDocs(graphql: BuildArgs['graphql']) {
  const result = await graphql<Queries.BuiltDocsQuery>(`
    query BuiltDocs {
      allDoc(sort: { path: ASC }) {
        nodes {
          path
          sourcePath
          mdx {
            internal {
              contentFilePath
            }
            article {
              tree
              typeNotes
            }
          }
        }
      }
      home: file(sourceInstanceName: { eq: "pages" }, relativePath: { eq: "home.mdx" }) {
        absolutePath
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`The docs query after the build failed: ${JSON.stringify(result.errors)}`)
  const { allDoc, home } = result.data
  return {
    parsed: allDoc.nodes.map((doc) => ({
      file: doc.sourcePath,
      bodyTree: doc.mdx.article.tree as MdastNode,
      typeNotes: doc.mdx.article.typeNotes as Record<string, BlockTypeNotes>,
    })),
    indexable: [
      { route: HOME_ROUTE, file: home?.absolutePath },
      ...allDoc.nodes.map((doc) => ({ route: doc.path, file: doc.mdx.internal.contentFilePath })),
    ],
  }
}

export async function writeDeployFiles({ graphql, reporter }: Pick<BuildArgs, 'graphql' | 'reporter'>): Promise<void> {
  const site = createSiteMetadata()
  try {
    const pages = readBuiltPages(PUBLIC_DIR)
    const listed = listSearchModalFiles(pages, searchModalFiles(PUBLIC_DIR, site.baseUrl === '/' ? '' : site.baseUrl))
    reporter.info(`Search modal files listed in ${listed} new or changed pages`)
    if (START_RUNTIME_ON_INTENT) {
      const deferred = deferRuntimeInPages(pages)
      reporter.info(`Runtime scripts deferred to the first interaction in ${deferred} new or changed pages`)
    }
    const docs = await builtDocs(graphql)
    const planned = docsProjects(docs.parsed)
    const runPages = siteRunFiles(planned.map((p) => p.project))
    await writeRunFiles(PUBLIC_DIR, runPages)
    reporter.info(`Run button files written: the frame, the package bundles and the samples of ${runPages.length} pages`)
    const typesStarted = Date.now()
    const types = await docsTypeNames(planned, typeNamesDigest())
    await writeTypeInfoFiles(
      PUBLIC_DIR,
      types.pages.map(({ doc, project, names }) => ({
        route: project.page.route,
        names,
        bodyLineOffset: project.page.bodyLineOffset,
        codeOf: (line) => project.files.find((f) => f.block.line === line)?.block.code ?? '',
        notes: doc.typeNotes,
      })),
    )
    const worker = types.worker === undefined ? '' : `${types.worker} computed beside the build, `
    reporter.info(
      `Hover types of ${types.pages.length} pages written: ${worker}${types.computed} after it, the rest from the cache (${((Date.now() - typesStarted) / 1000).toFixed(1)} s after the build)`,
    )
    await writeSeoFiles(PUBLIC_DIR, site, docs.indexable)
    writeHeadersFiles(
      PUBLIC_DIR,
      pages,
      {
        analytics: trackingId() !== undefined,
        algoliaAppId: site.search.provider === 'algolia' ? site.search.appId : undefined,
      },
      site.baseUrl,
    )
    if (!precompressEnabled())
      return reporter.info(
        `PRECOMPRESS is off: no .gz/.br twins written, ${await removeTwins(PUBLIC_DIR)} left by an earlier build removed`,
      )
    const started = Date.now()
    const result = await precompressDir(PUBLIC_DIR)
    reporter.info(
      `Precompressed ${result.files} new or changed files (.gz level 9, .br quality 11; ${result.fromCache} of them from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
  }
}
