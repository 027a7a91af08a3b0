import { mkdtempSync, writeFileSync } from 'fs'
import { tmpdir } from 'os'
import path from 'path'
import { searchModalFiles, withSearchModalFiles } from './modalFiles'

function statsDir(stats: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'modal-files-'))
  writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify(stats))
  return dir
}

describe("the search modal's file list", () => {
  it("lists the entry's script files from Gatsby's stats, with the path prefix, leaving out its other assets", () => {
    const dir = statsDir({
      namedChunkGroups: {
        'search-modal': {
          assets: [
            { name: 'webpack-runtime-1.js' },
            { name: 'framework-2.js' },
            { name: 'search-modal-3.js' },
            { name: 'search-modal-3.js.map' },
          ],
        },
      },
    })
    expect(searchModalFiles(dir, '')).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/search-modal-3.js'])
    expect(searchModalFiles(dir, '/docs')).toEqual(['/docs/webpack-runtime-1.js', '/docs/framework-2.js', '/docs/search-modal-3.js'])
  })

  it('stops the build, naming the file and the cause, when the entry is missing', () => {
    const dir = statsDir({ namedChunkGroups: { app: { assets: [] } } })
    expect(() => searchModalFiles(dir, '')).toThrow(/webpack\.stats\.json has no "search-modal" entry: src\/build\/webpack\.ts adds it/)
  })

  it('puts one data block before </body>, replacing an older list', () => {
    const once = withSearchModalFiles('<html><body><main></main></body></html>', ['/a.js'], 'x.html')
    expect(once).toBe('<html><body><main></main><script type="application/json" id="search-modal-files">["/a.js"]</script></body></html>')
    expect(withSearchModalFiles(once, ['/b.js'], 'x.html')).toBe(once.replace('/a.js', '/b.js'))
    expect(withSearchModalFiles(once, ['/a.js'], 'x.html')).toBe(once)
    expect(() => withSearchModalFiles('<p>cut', ['/a.js'], 'public/x/index.html')).toThrow('public/x/index.html: no </body>')
  })
})
