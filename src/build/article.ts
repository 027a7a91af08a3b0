/**
 * The `article` field of every MDX node: its body rendered at build time
 * (src/mdx/renderArticle.tsx) to the HTML pages show and the table of contents beside it, with
 * links under the site's path prefix and the documented release. Templates query it, so each
 * page's data carries its article. (Its type, MdxArticle, is declared in schema.ts.)
 */
import type { CreateResolversArgs } from 'gatsby'
import { documentedRelease } from '../content/release'
import { fromRoot } from '../content/paths'
import { renderArticle } from '../mdx/renderArticle'

interface MdxSource {
  body: string
  internal: { contentFilePath: string }
}

export function createArticleResolvers({ createResolvers, basePath }: CreateResolversArgs): void {
  const release = documentedRelease().version
  createResolvers({
    Mdx: {
      article: {
        type: 'MdxArticle!',
        description: 'The body as pages show it. headingLinks: false renders section headings without their "#" links (the home page).',
        args: { headingLinks: { type: 'Boolean', defaultValue: true } },
        resolve: (source: MdxSource, args: { headingLinks?: boolean | null }) =>
          renderArticle(
            { body: source.body, filePath: fromRoot(source.internal.contentFilePath) },
            { basePath: basePath ?? '', release, headingLinks: args.headingLinks !== false },
          ),
      },
    },
  })
}
