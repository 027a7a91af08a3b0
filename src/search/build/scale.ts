/**
 * The site's records repeated, for measuring how search grows with the site (`npm run
 * bench:search -- --scale N`): copy k > 1 of every record lives under /scale-k, so every route,
 * URL and record id is distinct.
 */
import type { DocSearchRecord } from '../records'

export function replicate(records: readonly DocSearchRecord[], copies: number): DocSearchRecord[] {
  const out: DocSearchRecord[] = [...records]
  for (let k = 2; k <= copies; k += 1) {
    const prefix = `/scale-${k}`
    for (const r of records)
      out.push({ ...r, objectID: prefix + r.objectID, url: prefix + r.url, url_without_anchor: prefix + r.url_without_anchor })
  }
  return out
}
