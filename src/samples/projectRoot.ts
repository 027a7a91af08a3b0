import path from 'node:path'

/** The repository root: this module lives in <root>/src/samples. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..')

/** Where the pages live: a route's page is <DOCS_ROOT>/<route>.mdx. */
export const DOCS_ROOT = path.join(PROJECT_ROOT, 'content', 'docs')
