import type { CreateWebpackConfigArgs } from 'gatsby'
import { APP_LIBRARIES_CHUNK, defineAnalyticsForServerRender, splitAppLibraries } from './webpack'

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

describe('the analytics switch in the server-rendering bundle', () => {
  function define(stage: string, env: Record<string, string>) {
    const saved = process.env.GA_TRACKING_ID
    Object.assign(process.env, env)
    const set: unknown[] = []
    defineAnalyticsForServerRender({
      stage,
      actions: { setWebpackConfig: (c: unknown) => set.push(c) },
      plugins: { define: (definitions: unknown) => ({ definitions }) },
    } as unknown as CreateWebpackConfigArgs)
    if (saved === undefined) delete process.env.GA_TRACKING_ID
    else process.env.GA_TRACKING_ID = saved
    return set
  }

  it('defines GA_TRACKING_ID as the build reads it, for the HTML stages only', () => {
    expect(define('build-html', { GA_TRACKING_ID: ' G-1 ' })).toEqual([
      { plugins: [{ definitions: { 'process.env.GA_TRACKING_ID': '"G-1"' } }] },
    ])
    expect(define('develop-html', { GA_TRACKING_ID: '' })).toEqual([{ plugins: [{ definitions: { 'process.env.GA_TRACKING_ID': '""' } }] }])
    expect(define('build-javascript', { GA_TRACKING_ID: 'G-1' })).toEqual([])
  })
})
