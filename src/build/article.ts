/**
 * The `article` field of every MDX node: its body rendered at build time
 * (src/mdx/renderArticle.tsx) to the HTML pages show and the table of contents beside it, with
 * links under the site's path prefix and the documented release, and the syntax tree they were
 * made from, which the search records and the Markdown twin read: one parse per body. Templates
 * query it, so each page's data carries its article. (Its types, MdxArticle and ArticleRenderer,
 * are declared in schema.ts.)
 *
 * Gatsby keeps query results between builds and re-runs a query only when a node it read
 * changes, and it does not see code. So the renderer is a node too: ArticleRenderer, whose digest
 * covers the renderer, every module it imports, the sample check that answers the samples' type
 * notation (`^?`, `@errors`) and the lockfile (sourceDigest.ts). Every article
 * reads it, so a warm build re-renders all articles when the renderer changes, and none otherwise.
 */
import path from 'path'
import type { CreateResolversArgs, SourceNodesArgs } from 'gatsby'
import { documentedRelease } from '../content/release'
import { DOCS_DIR, SITE_ROOT, fromRoot } from '../content/paths'
import { renderArticle } from '../mdx/renderArticle'
import { pageTypeNotes } from '../samples/typecheck'
import { moduleClosure, sourceDigest } from './sourceDigest'
import { articleCacheKey, articleFileCache, cachedRender, type ArticleCache } from './articleCache'
import { isOutside, routeOf } from '../content/sampleFiles'
import { typesFile } from '../typeInfo/attributes'

/** A doc's type data address (src/typeInfo/build.ts writes the file); none for a file outside the docs. */
const typesUrlOf = (file: string, basePath: string) =>
  isOutside(path.relative(DOCS_DIR, file)) ? undefined : `${basePath}/${typesFile(routeOf(file, DOCS_DIR, SITE_ROOT))}`

const RENDERER = path.join(SITE_ROOT, 'src', 'mdx', 'renderArticle.tsx')
/** What answers the samples' type notation for the renderer (pageTypeNotes): part of its digest too. */
const TYPE_NOTES = path.join(SITE_ROOT, 'src', 'samples', 'typecheck.ts')
const RENDERER_NODE = 'ArticleRenderer'

export function sourceArticleRenderer({ actions, createNodeId, createContentDigest }: SourceNodesArgs): void {
  const digest = sourceDigest(RENDERER, [...moduleClosure(TYPE_NOTES), path.join(SITE_ROOT, 'package-lock.json')])
  actions.createNode({
    id: createNodeId(RENDERER_NODE),
    digest,
    internal: { type: RENDERER_NODE, contentDigest: createContentDigest(digest) },
  })
}

interface MdxSource {
  body: string
  internal: { contentFilePath: string; contentDigest: string }
}

export function createArticleResolvers(
  { createResolvers, basePath }: Pick<CreateResolversArgs, 'createResolvers' | 'basePath'>,
  cache: ArticleCache = articleFileCache(),
): void {
  const release = documentedRelease().version
  createResolvers({
    Mdx: {
      article: {
        type: 'MdxArticle!',
        description:
          'The body as pages show it, and its syntax tree. headingLinks: false renders section headings without their "#" links (the home page).',
        args: { headingLinks: { type: 'Boolean', defaultValue: true } },
        resolve: async (
          source: MdxSource,
          args: { headingLinks?: boolean | null },
          context: { nodeModel: { findOne(args: { type: string; query: object }): Promise<unknown> } },
        ) => {
          // Read so that Gatsby records the dependency: a new renderer digest re-runs this query.
          const renderer = (await context.nodeModel.findOne({ type: RENDERER_NODE, query: { filter: {} } })) as { digest: string } | null
          const options = { basePath: basePath ?? '', release, headingLinks: args.headingLinks !== false }
          const key = articleCacheKey({ content: source.internal.contentDigest, renderer: renderer?.digest ?? '', ...options })
          return cachedRender(cache, key, () =>
            renderArticle(
              {
                body: source.body,
                filePath: fromRoot(source.internal.contentFilePath),
                typeNotesOf: (tree) => pageTypeNotes(source.internal.contentFilePath, tree),
                typesUrl: typesUrlOf(source.internal.contentFilePath, options.basePath),
              },
              options,
            ),
          )
        },
      },
    },
  })
}
