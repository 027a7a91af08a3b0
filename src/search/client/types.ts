/**
 * The part of Algolia's search API that the site's search UI uses (the shape of
 * `searchClient.search({ requests })` in algoliasearch/lite). Both back ends implement it: the
 * embedded engine answers locally, the hosted client asks Algolia.
 */
import type { DocSearchRecord, HierarchyLevel } from '../records'
import type { HighlightResult } from '../highlight'

export interface SearchRequest {
  indexName: string
  query?: string
  hitsPerPage?: number
  page?: number
  /** `attribute:words`, e.g. `content:15` or `hierarchy.lvl1:15`. */
  attributesToSnippet?: string[]
  attributesToRetrieve?: string[]
  highlightPreTag?: string
  highlightPostTag?: string
  snippetEllipsisText?: string
  [param: string]: unknown
}

type LevelResults<T> = Partial<Record<HierarchyLevel, T>>

export interface SearchHit extends DocSearchRecord {
  _highlightResult?: {
    hierarchy?: LevelResults<HighlightResult>
    content?: HighlightResult
    code?: HighlightResult[]
  }
  _snippetResult?: {
    hierarchy?: LevelResults<Pick<HighlightResult, 'value' | 'matchLevel'>>
    content?: Pick<HighlightResult, 'value' | 'matchLevel'>
  }
}

export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  query: string
  params: string
  index: string
  exhaustiveNbHits: boolean
}

export interface SearchClient {
  search(params: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }>
}

/** A back end that cannot answer: the index did not load, or every Algolia host failed. */
export class SearchUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    // DocSearch shows its "unable to fetch results" screen for errors with this name (Algolia's
    // own name for "every host failed"); both back ends mean exactly that.
    this.name = 'RetryError'
  }
}
