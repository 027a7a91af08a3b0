/**
 * Heading ids made with github-slugger, the package rehype-slug (headings) and the doc
 * template (the title's <h1>) use. github-slugger is ESM-only and jest's module system cannot
 * load ESM, so the slugs are computed in one short child Node process.
 */
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

const SLUG_SCRIPT = `
const { default: GithubSlugger, slug } = await import(process.argv[1])
let input = ''
for await (const chunk of process.stdin) input += chunk
const { pages, titles } = JSON.parse(input)
process.stdout.write(JSON.stringify({
  pages: pages.map((texts) => {
    const slugger = new GithubSlugger()
    return texts.map((text) => slugger.slug(text))
  }),
  titles: titles.map((text) => slug(text)),
}))
`

export interface Slugs {
  /** Per page, the ids of its headings in order (a repeated text gets -1, -2, … like rehype-slug). */
  pages: string[][]
  /** The stateless slug of each title (the template's `<h1 id={slug(title)}>`). */
  titles: string[]
}

export function githubSlugs(pages: readonly (readonly string[])[], titles: readonly string[]): Slugs {
  const slugger = pathToFileURL(require.resolve('github-slugger')).href
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', SLUG_SCRIPT, slugger], {
    input: JSON.stringify({ pages, titles }),
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  })
  return JSON.parse(output) as Slugs
}
