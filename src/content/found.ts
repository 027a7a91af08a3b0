/**
 * A query's node that the schema lets be null (Gatsby's root fields are nullable: a query by id
 * can find nothing) but that exists on every built page: the Site node, a page's own doc or MDX
 * node (src/build/pages.ts creates pages only for nodes that exist). A missing one is a build
 * bug, and the error names it.
 */
export function found<T>(node: T | null, what: string): T {
  if (node === null) throw new Error(`The query found no ${what}; every page is built from nodes that exist (src/build/pages.ts).`)
  return node
}
