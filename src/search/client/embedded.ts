/**
 * The embedded back end: the site's own index, fetched on first use and searched in the browser.
 * The shards of the query's words (titles, headings, API names; src/search/shards.ts) answer the first
 * queries; the whole index (SEARCH_INDEX_PATH headings and SEARCH_BODY_PATH paragraphs) is fetched
 * right after that in the background and then answers every query with the full ranking. Answers in Algolia's response shape, so DocSearch and the /search
 * page use it exactly like the hosted index. No request leaves the site.
 */
import { createSearchEngine, type EngineHit, type SearchEngine } from '../engine'
import { DEFAULT_TAGS, highlight, snippet, type HighlightTags, type MatchContext } from '../highlight'
import { decodeIndexTiers } from '../indexData'
import { SEARCH_SHARD_MANIFEST } from '../../config/search'
import { SHARD_VERSION, ShardError, decodeShard, queryShardKeys, shardFileName, type ShardManifest } from '../shards'
import type { DocSearchRecord } from '../records'
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

/** Where the embedded index's files are (URLs with the path prefix). */
export interface EmbeddedIndexUrls {
  /** The folder of the first-results shards (src/search/shards.ts). */
  shards: string
  /** The heading records and the paragraphs of the whole index (indexData.ts). */
  heads: string
  body: string
}

const files = new Map<string, Promise<unknown>>()

/** Fetches and parses one index file once per page load; a failed fetch is retried next time. */
function fetchJson(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  let file = files.get(url)
  if (!file) {
    file = (async () => {
      let response: Response
      try {
        response = await fetchImpl(url)
      } catch (error) {
        throw new SearchUnavailableError(`The search index could not be loaded (${(error as Error).message}).`)
      }
      if (!response.ok) throw new SearchUnavailableError(`The search index could not be loaded (HTTP ${response.status} for ${url}).`)
      return response.json() as Promise<unknown>
    })()
    file.catch(() => files.delete(url))
    files.set(url, file)
  }
  return file
}

export type IndexTier = 'heads' | 'full'

const engines = new Map<string, Promise<SearchEngine>>()
const ready = new Map<string, SearchEngine>()

/**
 * The engine over the first tier (titles, headings, API names: 'heads') or over every record
 * ('full'), built once per page load; a failed load is retried on the next search.
 */
export function loadEngine(urls: EmbeddedIndexUrls, tier: IndexTier, fetchImpl: typeof fetch = fetch): Promise<SearchEngine> {
  const key = `${tier} ${urls.heads}`
  let engine = engines.get(key)
  if (!engine) {
    engine = (async () => {
      const heads = await fetchJson(urls.heads, fetchImpl)
      const records = tier === 'heads' ? decodeIndexTiers(heads) : decodeIndexTiers(heads, await fetchJson(urls.body, fetchImpl))
      const built = createSearchEngine(records)
      ready.set(key, built)
      return built
    })()
    engine.catch(() => engines.delete(key))
    engines.set(key, engine)
  }
  return engine
}

interface ShardState {
  keys: Promise<Set<string>> | null
  loaded: Set<string>
  records: Map<string, DocSearchRecord>
  engine: SearchEngine | null
}

const shardStates = new Map<string, ShardState>()

/**
 * An engine over the heading records of the query's shards (and of every shard loaded before):
 * what answers until the whole index is in. Fetches the shard list once, then only the shards
 * this query needs that are not loaded yet.
 */
export async function loadShardEngine(urls: EmbeddedIndexUrls, query: string, fetchImpl: typeof fetch = fetch): Promise<SearchEngine> {
  let state = shardStates.get(urls.shards)
  if (!state) shardStates.set(urls.shards, (state = { keys: null, loaded: new Set(), records: new Map(), engine: null }))
  const current = state
  current.keys ??= fetchJson(`${urls.shards}/${SEARCH_SHARD_MANIFEST}`, fetchImpl).then((data) => {
    const manifest = data as Partial<ShardManifest> | null
    if (!manifest || manifest.version !== SHARD_VERSION || !Array.isArray(manifest.keys))
      throw new ShardError(`the shard list is not version ${SHARD_VERSION}`)
    return new Set(manifest.keys)
  })
  current.keys.catch(() => (current.keys = null))
  const existing = await current.keys
  const wanted = queryShardKeys(query).filter((key) => existing.has(key) && !current.loaded.has(key))
  const shards = await Promise.all(wanted.map((key) => fetchJson(`${urls.shards}/${shardFileName(key)}`, fetchImpl)))
  wanted.forEach((key, i) => {
    if (current.loaded.has(key)) return
    for (const record of decodeShard(shards[i])) current.records.set(record.objectID, record)
    current.loaded.add(key)
    current.engine = null
  })
  current.engine ??= createSearchEngine([...current.records.values()])
  return current.engine
}

export interface EmbeddedClientOptions {
  /** Wait for every record before answering (the /search page); otherwise answer from the query's shards until the whole index is in. */
  complete?: boolean
}

export function createEmbeddedClient(
  urls: EmbeddedIndexUrls,
  fetchImpl: typeof fetch = fetch,
  { complete = false }: EmbeddedClientOptions = {},
): SearchClient {
  const fullKey = `full ${urls.heads}`
  return {
    async search({ requests }) {
      let engine = ready.get(fullKey)
      if (!engine) {
        engine = complete
          ? await loadEngine(urls, 'full', fetchImpl)
          : await loadShardEngine(urls, requests.map((r) => r.query ?? '').join(' '), fetchImpl).catch((error: unknown) => {
              // A shard cannot be fetched (offline, say) while the whole index is already on its
              // way or in: answer from it once it is built, or fail as the shard did.
              const whole = engines.get(fullKey)
              if (!whole) throw error
              return whole
            })
        // The whole index follows in the background; later searches use every record.
        if (!complete) void loadEngine(urls, 'full', fetchImpl).catch(() => undefined)
      }
      return { results: requests.map((request) => answer(engine, request)) }
    },
  }
}
