/**
 * When links fetch the pages they point to before the reader clicks (spec/SPEC.md §2, §9).
 *
 * - In view: Gatsby's Link queues a prefetch of the target's data and code when the link
 *   scrolls into view. Skipped on a 2g connection or with data saver on (Gatsby's own rule,
 *   which this site keeps: background downloads of pages the reader may never open cost the
 *   most on a slow or metered connection).
 * - On hover: the target is loaded as soon as the pointer rests on the link. Kept on a 2g
 *   connection alone and with data saver alone (a hover is a strong sign of a click, and the
 *   load would happen a moment later anyway), skipped only when both hold, as the spec says.
 * - On navigation: the page is always loaded; that is the navigation itself.
 *
 * So with 2g and data saver together nothing is fetched before a click.
 */

/** The parts of the Network Information API this reads (navigator.connection). */
export interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

export interface PrefetchPolicy {
  /** Prefetch targets of links that scroll into view. */
  inView: boolean
  /** Preload the target of a link the pointer rests on. */
  onHover: boolean
}

/** The policy for a connection. "2g" and "slow-2g" both count as 2g. */
export function prefetchPolicy(connection: ConnectionInfo | undefined): PrefetchPolicy {
  const twoG = (connection?.effectiveType ?? '').includes('2g')
  const saveData = connection?.saveData === true
  return { inView: !twoG && !saveData, onHover: !(twoG && saveData) }
}

/** The policy for the reader's connection right now (it can change while the page is open). */
export function currentPrefetchPolicy(): PrefetchPolicy {
  const connection = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection
  return prefetchPolicy(connection)
}
