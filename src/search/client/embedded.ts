/**
 * The embedded back end: the site's own index (SEARCH_INDEX_PATH), fetched on first use and
 * searched in the browser. Answers in Algolia's response shape, so DocSearch and the /search
 * page use it exactly like the hosted index. No request leaves the site.
 */
import { createSearchEngine, type EngineHit, type SearchEngine } from '../engine'
import { DEFAULT_TAGS, highlight, snippet, type HighlightTags, type MatchContext } from '../highlight'
import { decodeIndexData } from '../indexData'
import { HIERARCHY_LEVELS } from '../records'
import { normalizeQuery } from '../query'
import { queryWords } from '../tokenize'
import { SearchUnavailableError, type SearchClient, type SearchHit, type SearchRequest, type SearchResponse } from './types'

export const DEFAULT_HITS_PER_PAGE = 20

/** `['content:15', 'hierarchy.lvl1:15']` → Map { content → 15, hierarchy.lvl1 → 15 }. */
export function snippetSizes(attributes: readonly string[] = []): Map<string, number> {
  const sizes = new Map<string, number>()
  for (const spec of attributes) {
    const [name, words] = spec.split(':')
    sizes.set(name, Math.max(1, Number.parseInt(words ?? '', 10) || 10))
  }
  return sizes
}

export function matchContextOf(hit: Pick<EngineHit, 'terms' | 'termWords'>, query: string): MatchContext {
  return { terms: new Set(hit.terms), queryWordsByTerm: hit.termWords, queryWordCount: new Set(queryWords(query).map((w) => w.term)).size }
}

/** One engine hit as an Algolia hit, highlighted and snippeted as the request asks. */
export function toSearchHit(hit: EngineHit, query: string, request: SearchRequest): SearchHit {
  const context = matchContextOf(hit, query)
  const tags: HighlightTags = { pre: request.highlightPreTag ?? DEFAULT_TAGS.pre, post: request.highlightPostTag ?? DEFAULT_TAGS.post }
  const ellipsis = request.snippetEllipsisText ?? '…'
  const sizes = snippetSizes(request.attributesToSnippet)
  const { record } = hit
  const hierarchyHighlight: NonNullable<SearchHit['_highlightResult']>['hierarchy'] = {}
  const hierarchySnippet: NonNullable<SearchHit['_snippetResult']>['hierarchy'] = {}
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level]
    if (text === null) continue
    hierarchyHighlight[level] = highlight(text, context, tags)
    const size = sizes.get(`hierarchy.${level}`)
    if (size) hierarchySnippet[level] = snippet(text, context, size, tags, ellipsis)
  }
  const contentSize = sizes.get('content')
  return {
    ...record,
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      ...(record.content !== null && { content: highlight(record.content, context, tags) }),
      code: record.code.map((name) => highlight(name, context, tags)),
    },
    _snippetResult: {
      hierarchy: hierarchySnippet,
      ...(record.content !== null && contentSize && { content: snippet(record.content, context, contentSize, tags, ellipsis) }),
    },
  }
}

/** Runs one request against the engine. */
export function answer(engine: SearchEngine, request: SearchRequest, started = performance.now()): SearchResponse {
  const query = normalizeQuery(request.query)
  const hitsPerPage = Math.max(1, Math.min(1000, Number(request.hitsPerPage) || DEFAULT_HITS_PER_PAGE))
  const page = Math.max(0, Number(request.page) || 0)
  const all = engine.search(query, Number.POSITIVE_INFINITY)
  const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => toSearchHit(hit, query, request))
  return {
    hits,
    nbHits: all.length,
    page,
    nbPages: Math.ceil(all.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    params: '',
    index: request.indexName,
    exhaustiveNbHits: true,
  }
}

const engines = new Map<string, Promise<SearchEngine>>()

/** Fetches and builds the engine once per page load; a failed load is retried on the next search. */
export function loadEngine(indexUrl: string, fetchImpl: typeof fetch = fetch): Promise<SearchEngine> {
  let engine = engines.get(indexUrl)
  if (!engine) {
    engine = (async () => {
      let response: Response
      try {
        response = await fetchImpl(indexUrl)
      } catch (error) {
        throw new SearchUnavailableError(`The search index could not be loaded (${(error as Error).message}).`)
      }
      if (!response.ok) throw new SearchUnavailableError(`The search index could not be loaded (HTTP ${response.status} for ${indexUrl}).`)
      return createSearchEngine(decodeIndexData(await response.json()))
    })()
    engine.catch(() => engines.delete(indexUrl))
    engines.set(indexUrl, engine)
  }
  return engine
}

export function createEmbeddedClient(indexUrl: string, fetchImpl?: typeof fetch): SearchClient {
  return {
    async search({ requests }) {
      const engine = await loadEngine(indexUrl, fetchImpl)
      return { results: requests.map((request) => answer(engine, request)) }
    },
  }
}
