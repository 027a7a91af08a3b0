import type { CreateWebpackConfigArgs } from 'gatsby'
import { existsSync } from 'fs'
import { APP_LIBRARIES_CHUNK, shapeBrowserChunks } from './webpack'
import { SEARCH_MODAL_ENTRY } from '../search/ui/modalLoader'

interface CacheGroup {
  test: RegExp
  chunks: string | ((chunk: { name?: string; canBeInitial(): boolean }) => boolean)
  name: string
}
const chunk = (name: string, initial = true) => ({ name, canBeInitial: () => initial })

function run(stage: string) {
  const config = {
    entry: { app: '/site/.cache/production-app' } as Record<string, string>,
    optimization: { splitChunks: { cacheGroups: { commons: { name: 'commons' } } as Record<string, Partial<CacheGroup>> } },
  }
  const replaced: unknown[] = []
  shapeBrowserChunks({
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig: (c: unknown) => replaced.push(c) },
  } as unknown as CreateWebpackConfigArgs)
  const groups = config.optimization.splitChunks.cacheGroups
  return { group: groups[APP_LIBRARIES_CHUNK] as CacheGroup | undefined, commons: groups.commons, entry: config.entry, replaced }
}

describe("the app libraries' own chunk", () => {
  it("takes the router, link, scroll, script, progress-bar and Babel-helper packages out of Gatsby's app chunk", () => {
    const { group: found, replaced } = run('build-javascript')
    const group = found!
    expect(replaced).toHaveLength(1)
    expect(group).toMatchObject({ name: APP_LIBRARIES_CHUNK })
    const chunks = group.chunks as (c: ReturnType<typeof chunk>) => boolean
    expect([chunks(chunk('app')), chunks(chunk('component---src-templates-doc-tsx', false))]).toEqual([true, false])
    for (const lib of [
      '@gatsbyjs/reach-router/dist/index.modern.mjs',
      'gatsby-link/dist/index.modern.mjs',
      'nprogress/nprogress.js',
      '@babel/runtime/helpers/extends.js',
    ]) {
      expect(group.test.test(`/site/node_modules/${lib}`)).toBe(true)
    }
    for (const other of ['react-dom/cjs/react-dom.production.js', 'gatsby/cache-dir/loader.js'])
      expect(group.test.test(`/site/node_modules/${other}`)).toBe(false)
    expect(group.test.test('/site/src/loading/runtime.ts')).toBe(false)
  })

  it("makes the search modal an entry that shares neither that chunk nor Gatsby's commons", () => {
    const { group, commons, entry } = run('build-javascript')
    expect(entry[SEARCH_MODAL_ENTRY]).toMatch(/src\/search\/ui\/modalEntry\.tsx$/)
    expect(existsSync(entry[SEARCH_MODAL_ENTRY])).toBe(true)
    const appLibraries = group!.chunks as (c: ReturnType<typeof chunk>) => boolean
    const commonsChunks = commons.chunks as (c: ReturnType<typeof chunk>) => boolean
    expect([appLibraries(chunk(SEARCH_MODAL_ENTRY)), commonsChunks(chunk(SEARCH_MODAL_ENTRY)), commonsChunks(chunk('app'))]).toEqual([
      false,
      false,
      true,
    ])
  })

  it('changes only the browser build', () => {
    for (const stage of ['develop', 'develop-html', 'build-html'])
      expect(run(stage)).toEqual({
        group: undefined,
        commons: { name: 'commons' },
        entry: { app: '/site/.cache/production-app' },
        replaced: [],
      })
  })
})
