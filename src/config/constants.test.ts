/**
 * spec/SPEC.md §9's runtime constants are written once, in constants.ts: no other runtime module may
 * spell them out (CSS and content are not runtime code; tests derive their numbers from here).
 */
import { readdirSync, readFileSync, statSync } from 'fs'
import path from 'path'
import { LAZY_LOAD_DELAY_MS, PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_SETTINGS, ROUTE_CACHE_LIMIT } from './constants'

const root = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

describe('runtime constants', () => {
  it('have the spec values', () => {
    expect(LAZY_LOAD_DELAY_MS).toBe(200)
    expect(PROGRESS_BAR_DELAY_MS).toBe(1000)
    expect(PROGRESS_BAR_SETTINGS).toEqual({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 })
    expect(ROUTE_CACHE_LIMIT).toBe(10000)
  })

  it('appear nowhere else in the browser runtime', () => {
    const files = [
      ...sourceFiles(path.join(root, 'src/browser')),
      ...sourceFiles(path.join(root, 'src/loading')),
      ...sourceFiles(path.join(root, 'src/versions')),
      ...sourceFiles(path.join(root, 'src/colorMode')),
      path.join(root, 'gatsby-browser.tsx'),
    ]
    const literal = /(?<![\w.])(200|1000|800|0\.08|0\.02|10_?000)(?![\w.])/
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.replace(/\/\/.*$|^\s*\*.*$/, ''), where: `${path.relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => literal.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    )
    expect(offenders).toEqual([])
  })
})
