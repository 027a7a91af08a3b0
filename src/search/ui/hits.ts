/**
 * Hits from either back end made ready to render: URLs of this site turned into routes, and
 * every highlighted value made safe HTML (DocSearch renders highlights as HTML; Algolia, like
 * the embedded engine, does not escape the text around the marks).
 */
import { escapeHtml, sanitizeHighlight } from '../highlight'
import { HIERARCHY_LEVELS } from '../records'
import type { SearchHit } from '../client/types'

/**
 * A hit's URL as a link target: site routes stay routes; an absolute URL on this site's origin
 * (as an index filled by a crawler would hold) becomes its path; other URLs stay absolute.
 */
export function localHitUrl(url: string, origin: string): string {
  if (url.startsWith(`${origin}/`)) return url.slice(origin.length)
  return url
}

type Highlighted = { value: string } | undefined

function safe<T extends Highlighted>(result: T): T {
  return result ? { ...result, value: sanitizeHighlight(result.value) } : result
}

/** For the DocSearch modal: escaped raw text (shown for recent searches) and escaped highlights. */
export function prepareModalHits<T extends SearchHit>(hits: T[], origin: string): T[] {
  return hits.map((hit) => {
    const hierarchy = { ...hit.hierarchy }
    for (const level of HIERARCHY_LEVELS) {
      const text = hierarchy[level]
      if (text !== null && level !== 'lvl0') (hierarchy as Record<string, string | null>)[level] = escapeHtml(text)
    }
    const highlight = hit._highlightResult
    const snippet = hit._snippetResult
    return {
      ...hit,
      url: localHitUrl(hit.url, origin),
      hierarchy,
      content: hit.content === null ? null : escapeHtml(hit.content),
      _highlightResult: highlight && {
        ...highlight,
        hierarchy:
          highlight.hierarchy && Object.fromEntries(Object.entries(highlight.hierarchy).map(([level, result]) => [level, safe(result)])),
        content: safe(highlight.content),
      },
      _snippetResult: snippet && {
        ...snippet,
        hierarchy:
          snippet.hierarchy && Object.fromEntries(Object.entries(snippet.hierarchy).map(([level, result]) => [level, safe(result)])),
        content: safe(snippet.content),
      },
    }
  })
}
