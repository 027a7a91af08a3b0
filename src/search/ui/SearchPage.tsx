/**
 * The /search page: the query lives in the address (?q=), so results can be shared and the
 * back button works. Results are grouped by page: the page title, the section, and a snippet
 * with the matched words marked; further matching sections of a page are listed under it.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { navigate, withPrefix } from 'gatsby'
import { SEARCH_ROUTE } from '../../content/routes'
import { SmartLink } from '../../components/SmartLink/SmartLink'
import { highlightParts } from '../highlight'
import { MAX_QUERY_LENGTH, normalizeQuery } from '../query'
import { HIERARCHY_LEVELS } from '../records'
import { indexNameOf, loadSearchClient } from '../client/load'
import type { SearchClient, SearchHit, SearchResponse } from '../client/types'
import { localHitUrl } from './hits'
import { RESULTS_LABEL } from './labels'
import { groupByPage, type ResultGroup } from './results'
import { QUERY_PARAM, queryOfSearch, searchPageUrl } from './searchPageUrl'
import { START_ON_PARAM_ATTRIBUTE } from '../../runtimeStart/starter'
import { useSearchConfig } from './useSearchConfig'
import * as styles from './SearchPage.module.css'

/** Records fetched per search; they are grouped into pages below. */
export const RESULTS_PER_SEARCH = 100
/** Sections listed under a page besides its best match. */
export const MORE_SECTIONS_PER_PAGE = 3
/** Words in a result's snippet. */
export const SNIPPET_WORDS = 30
/** Wait after a keystroke before searching (each search also updates the address). */
const TYPING_DELAY_MS = 120

interface Shown {
  query: string
  response: SearchResponse
}

function Marked({ value }: { value: string }) {
  return (
    <>
      {highlightParts(value).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </>
  )
}

/** The deepest heading of a hit ("Options › reducerPath"), highlighted; null at the page top. */
function Section({ hit }: { hit: SearchHit }) {
  const levels = HIERARCHY_LEVELS.slice(2).filter((level) => hit.hierarchy[level])
  if (levels.length === 0) return null
  return (
    <>
      {levels.map((level, i) => (
        <React.Fragment key={level}>
          {i > 0 && ' › '}
          <Marked value={hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? ''} />
        </React.Fragment>
      ))}
    </>
  )
}

/** The snippet of a hit's text, or the API names its section's code matched. */
function Snippet({ hit }: { hit: SearchHit }) {
  const text = hit._snippetResult?.content?.value ?? hit.content
  if (text) return <Marked value={text} />
  const code = (hit._highlightResult?.code ?? []).filter((name) => name.matchLevel !== 'none')
  if (code.length === 0) return null
  return (
    <>
      In code:{' '}
      {code.map((name, i) => (
        <React.Fragment key={i}>
          {i > 0 && ', '}
          <code>
            <Marked value={name.value} />
          </code>
        </React.Fragment>
      ))}
    </>
  )
}

function Result({ group, origin }: { group: ResultGroup; origin: string }) {
  const [best, ...more] = group.hits
  const title = best._highlightResult?.hierarchy?.lvl1?.value ?? best.hierarchy.lvl1
  return (
    <li className={styles.result}>
      <h2 className={styles.title}>
        <SmartLink to={localHitUrl(best.url_without_anchor, origin)}>
          <Marked value={title} />
        </SmartLink>
      </h2>
      <p className={styles.path}>
        {best.hierarchy.lvl0}
        {best.type !== 'lvl1' && HIERARCHY_LEVELS.slice(2).some((level) => best.hierarchy[level]) && (
          <>
            {' › '}
            <SmartLink to={localHitUrl(best.url, origin)}>
              <Section hit={best} />
            </SmartLink>
          </>
        )}
      </p>
      <p className={styles.snippet}>
        <Snippet hit={best} />
      </p>
      {more.length > 0 && (
        <ul className={styles.more} aria-label={`More matches on ${best.hierarchy.lvl1}`}>
          {more.slice(0, MORE_SECTIONS_PER_PAGE).map((hit) => (
            <li key={hit.objectID}>
              <SmartLink to={localHitUrl(hit.url, origin)}>
                {HIERARCHY_LEVELS.slice(2).some((l) => hit.hierarchy[l]) ? <Section hit={hit} /> : best.hierarchy.lvl1}
              </SmartLink>
              <span className={styles.moreSnippet}>
                <Snippet hit={hit} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** Replaces the address's query without a navigation (typing), keeping the router's history state. */
function replaceAddress(query: string): void {
  const url = withPrefix(searchPageUrl(query))
  if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, '', url)
}

export function SearchPage({ locationSearch }: { locationSearch: string }) {
  const config = useSearchConfig()
  const inputId = useId()
  const headingId = useId()
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  // The last answered search: it stays on screen while the next one runs, so typing does not flicker.
  const [shown, setShown] = useState<Shown | null>(null)
  const [error, setError] = useState<{ query: string; message: string } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const client = useRef<Promise<SearchClient> | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [origin, setOrigin] = useState('')

  // The address is read after hydration: the static HTML is the page without a query. Words
  // typed into the static page before the scripts ran are kept when the address has none.
  useEffect(() => {
    const fromAddress = queryOfSearch(locationSearch)
    const typedEarly = normalizeQuery(inputRef.current?.value)
    setInput(fromAddress || typedEarly)
    setQuery(fromAddress)
    setOrigin(window.location.origin)
  }, [locationSearch])

  useEffect(() => {
    setError(null)
    if (!query) {
      setShown(null)
      return
    }
    let current = true
    client.current ??= loadSearchClient(config, withPrefix, { complete: true })
    client.current
      .then((c) =>
        c.search({
          requests: [
            {
              indexName: indexNameOf(config),
              query,
              hitsPerPage: RESULTS_PER_SEARCH,
              attributesToSnippet: [`content:${SNIPPET_WORDS}`],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        }),
      )
      .then(
        ({ results }) => current && setShown({ query, response: results[0] }),
        (failure: Error) => {
          client.current = null
          if (current) setError({ query, message: failure.message })
        },
      )
    return () => {
      current = false
    }
  }, [query, attempt, config])

  // Typing searches after a short pause and keeps the address in step.
  useEffect(() => {
    const q = normalizeQuery(input)
    if (q === query) return
    const timer = setTimeout(() => {
      setQuery(q)
      replaceAddress(q)
    }, TYPING_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input, query])

  const onSubmit = useCallback(
    (event: React.FormEvent) => {
      event.preventDefault()
      const q = normalizeQuery(input)
      setQuery(q)
      void navigate(searchPageUrl(q))
    },
    [input],
  )

  const groups = useMemo(() => (query && shown ? groupByPage(shown.response.hits) : []), [query, shown])
  const answered = shown !== null && shown.query === query

  return (
    // With ?q=… in the address the results are the page, so its scripts start at load (starter.ts).
    <section className={styles.page} aria-labelledby={headingId} {...{ [START_ON_PARAM_ATTRIBUTE]: QUERY_PARAM }}>
      <h1 id={headingId}>Search the docs</h1>
      <form
        role="search"
        aria-label="Search the docs"
        action={withPrefix(SEARCH_ROUTE)}
        method="get"
        onSubmit={onSubmit}
        className={styles.form}
      >
        <label htmlFor={inputId} className={styles.label}>
          Search for
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name={QUERY_PARAM}
          type="search"
          value={input}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>

      <div role="status" className={styles.status}>
        {!query && <p>Type a word or an API name, such as createSlice or polling, to search every page of the docs.</p>}
        {query && !answered && !error && <p>Searching for “{query}”…</p>}
        {query && answered && groups.length > 0 && (
          <p>
            {groups.length} {groups.length === 1 ? 'page matches' : 'pages match'} “{query}”.
          </p>
        )}
        {query && answered && groups.length === 0 && (
          <p>
            Nothing matches “{query}”. Check the spelling, use fewer words, or try the name of an API such as configureStore or createApi.
          </p>
        )}
      </div>

      {error && error.query === query && (
        <div role="alert" className={styles.error}>
          <p>Search is not available right now. {error.message}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      )}

      {groups.length > 0 && (
        <ol className={styles.results} aria-label={RESULTS_LABEL}>
          {groups.map((group) => (
            <Result key={group.path} group={group} origin={origin} />
          ))}
        </ol>
      )}
    </section>
  )
}
