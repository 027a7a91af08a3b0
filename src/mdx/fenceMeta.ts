/** Fence meta handling shared by the MDX plugins (kept free of ESM-only imports for jest). */

/**
 * The part of a fence's meta that rehype-pretty-code should see: our own tokens (`file=`, `run`,
 * `fragment`, `no-js`, see AUTHORING.md) are removed, or a path such as file=features/todos/x.ts
 * would read as a /todos/ word highlight.
 */
export function prettyCodeMeta(meta: string): string {
  return meta
    .replace(/(^|\s)file=("[^"]*"|\S+)/g, ' ')
    .replace(/(^|\s)(run|fragment|no-js)(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
