/**
 * Each doc's route data, resolved once in the content layer so that templates only read it (the
 * doc template asks for it in its page query): `Doc.place` (its sidebar, the categories above it
 * for the breadcrumbs, and its previous and next pages in reading order), `Doc.editUrl` and
 * `Doc.lastUpdated` (the file's last commit date, src/build/gitDates.ts, and its readable form). The first two
 * are worked out from other nodes (the DocsSidebar nodes, the other docs' labels, the site's
 * edit URL) when a query asks, and reading those nodes through the node model makes Gatsby
 * re-run the query when any of them changes: a sidebar edit in `gatsby develop` reaches every
 * page. (The types, DocPlace and DocLink, are declared in schema.ts.)
 */
import type { CreateResolversArgs } from 'gatsby'
import { docPlaces, sidebarsOfNodes, type DocPlace, type DocSummary } from '../content/sidebar'
import { editUrlOf } from '../config/urls'
import { contentLastChanged } from './gitDates'

interface NodeModel {
  findAll<T>(args: { type: string; query?: object }): Promise<{ entries: Iterable<T> }>
  findOne<T>(args: { type: string; query: object }): Promise<T | null>
}
interface DocSource {
  id: string
  sourcePath: string
}

/** Dates as readers write them ("November 24, 2026"), whatever the build machine's locale and zone. */
const READABLE_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** Where a doc sits when no sidebar lists it (the build stops on that first; `gatsby develop` shows the page without a place). */
export const NO_PLACE: DocPlace = { sidebarName: '', categories: [], previous: null, next: null }

async function placesNow(nodeModel: NodeModel): Promise<Map<string, DocPlace>> {
  const [sidebars, docs] = await Promise.all([
    nodeModel.findAll<{ name: string; items: unknown }>({ type: 'DocsSidebar' }),
    nodeModel.findAll<DocSummary>({ type: 'Doc' }),
  ])
  return docPlaces(sidebarsOfNodes(sidebars.entries), new Map(Array.from(docs.entries, (doc) => [doc.id, doc])))
}

export function createDocResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    Doc: {
      place: {
        resolve: async (source: DocSource, _args: unknown, context: { nodeModel: NodeModel }) =>
          (await placesNow(context.nodeModel)).get(source.id) ?? NO_PLACE,
      },
      editUrl: {
        resolve: async (source: DocSource, _args: unknown, context: { nodeModel: NodeModel }) => {
          const site = await context.nodeModel.findOne<{ siteMetadata: { editUrl: string } }>({ type: 'Site', query: { filter: {} } })
          return editUrlOf(site?.siteMetadata.editUrl ?? '', source.sourcePath)
        },
      },
      lastUpdated: {
        resolve: (source: DocSource) => {
          const date = contentLastChanged(source.sourcePath)
          return date === null ? null : { date, text: READABLE_DATE.format(new Date(`${date}T00:00:00Z`)) }
        },
      },
    },
  })
}
