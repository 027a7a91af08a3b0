/**
 * A module of its own that a page loads on the reader's first intent (src/run/intent.ts,
 * src/typeInfo/intent.ts): one import at a time; a failed one is tried again on the next call, at a
 * new address, since a browser may keep a failed module's error.
 */
export function lazyModule<T>(): (url: string) => Promise<T> {
  let loading: Promise<T> | undefined
  let failures = 0
  return (url) =>
    (loading ??= (import(failures ? `${url}?retry=${failures}` : url) as Promise<T>).catch((error: unknown) => {
      failures++
      loading = undefined
      throw error
    }))
}
