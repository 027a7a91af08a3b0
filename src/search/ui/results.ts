/** Search hits as the search page lists them: grouped by page, pages in the order of their best hit. */
import type { SearchHit } from '../client/types'

export interface ResultGroup {
  path: string
  hits: SearchHit[]
}

export function groupByPage(hits: readonly SearchHit[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>()
  for (const hit of hits) {
    const group = groups.get(hit.url_without_anchor) ?? { path: hit.url_without_anchor, hits: [] }
    group.hits.push(hit)
    groups.set(hit.url_without_anchor, group)
  }
  return [...groups.values()]
}
