import type { CreateWebpackConfigArgs } from 'gatsby'
import { APP_LIBRARIES_CHUNK, splitAppLibraries } from './webpack'

interface CacheGroup {
  test: RegExp
  chunks: string
  name: string
}

function run(stage: string) {
  const config = { optimization: { splitChunks: { cacheGroups: {} as Record<string, CacheGroup> } } }
  const replaced: unknown[] = []
  splitAppLibraries({
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig: (c: unknown) => replaced.push(c) },
  } as unknown as CreateWebpackConfigArgs)
  return { group: config.optimization.splitChunks.cacheGroups[APP_LIBRARIES_CHUNK], replaced }
}

describe("the app libraries' own chunk", () => {
  it("takes the router, link, scroll, script, progress-bar and Babel-helper packages out of Gatsby's app chunk", () => {
    const { group, replaced } = run('build-javascript')
    expect(replaced).toHaveLength(1)
    expect(group).toMatchObject({ chunks: 'initial', name: APP_LIBRARIES_CHUNK })
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

  it('changes only the browser build', () => {
    for (const stage of ['develop', 'develop-html', 'build-html']) expect(run(stage)).toEqual({ group: undefined, replaced: [] })
  })
})
