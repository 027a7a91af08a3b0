/**
 * Every public runtime export of the pinned @reduxjs/toolkit has a heading (or a page title)
 * in the docs. One test per export; exports whose home page is not written yet are skipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  formatCoverage,
  headingName,
  homeOfExport,
  loadCoveragePages,
  locateExports,
  runtimeExports,
  type CoveragePage,
} from './exportCoverage'
import { EXPORT_HOMES, UNDOCUMENTED_EXPORTS } from './exportHomes'
import { SITE_ROOT } from '../content/paths'

describe('locateExports', () => {
  const page = (route: string, headings: [number, string, string][], title?: string): CoveragePage => ({
    route,
    title,
    titleAnchor: title?.toLowerCase(),
    headings: headings.map(([depth, text, anchor], i) => ({ depth, text, anchor, line: i + 10 })),
  })
  const homes = new Map([
    ['createSlice', '/api/createSlice'],
    ['nanoid', '/api/other-exports'],
    ['isPending', '/api/matching-utilities'],
    ['current', '/api/other-exports'],
  ])

  it('prefers the home page, accepts ## to #### headings with a trailing (), and a matching title', () => {
    const pages = [
      page('/a-guide', [[2, 'nanoid', 'nanoid']]),
      page('/api/createSlice', [[3, 'createSlice()', 'createslice-1']], 'createSlice'),
      page('/api/other-exports', [[4, 'nanoid()', 'nanoid']]),
    ]
    expect(locateExports(['createSlice', 'nanoid'], pages, homes)).toEqual([
      {
        name: 'createSlice',
        home: '/api/createSlice',
        status: 'found',
        location: { route: '/api/createSlice', anchor: 'createslice-1', via: 'heading', line: 10 },
      },
      {
        name: 'nanoid',
        home: '/api/other-exports',
        status: 'found',
        location: { route: '/api/other-exports', anchor: 'nanoid', via: 'heading', line: 10 },
      },
    ])
    expect(locateExports(['createSlice'], [page('/api/createSlice', [], 'createSlice')], homes)[0]).toMatchObject({
      location: { route: '/api/createSlice', anchor: 'createslice', via: 'title' },
    })
  })

  it('finds an export on another page when its home does not mention it', () => {
    const pages = [page('/api/other-exports', []), page('/usage/immer', [[2, 'current', 'current']])]
    expect(locateExports(['current'], pages, homes)[0]).toMatchObject({ status: 'found', location: { route: '/usage/immer' } })
  })

  it('ignores # and ##### headings and partial matches', () => {
    const pages = [
      page('/api/matching-utilities', [
        [1, 'isPending', 'a'],
        [5, 'isPending', 'b'],
        [2, 'isPending options', 'c'],
      ]),
    ]
    expect(locateExports(['isPending'], pages, homes)[0].status).toBe('missing')
  })

  it('marks an export found nowhere as unwritten when its home page does not exist', () => {
    expect(locateExports(['nanoid'], [page('/api/createSlice', [])], homes)[0].status).toBe('unwritten')
  })

  it('strips backticks and a trailing () from heading text', () => {
    expect(headingName('`createSlice()`')).toBe('createSlice')
    expect(headingName('createSlice(options)')).toBe('createSlice(options)')
  })

  it('rejects a map that lists a name twice', () => {
    expect(() => homeOfExport({ '/a': ['nanoid'], '/b': ['nanoid'] })).toThrow('nanoid is listed under both /a and /b')
  })
})

const homes = homeOfExport()
const names = runtimeExports()
const entries = locateExports(names, loadCoveragePages(), homes)

describe('export coverage of the docs', () => {
  beforeAll(() => console.log(formatCoverage(entries)))

  test('src/samples/exportHomes.ts lists exactly the runtime public exports of the three entry points', () => {
    expect([...homes.keys()].sort()).toEqual([...names].sort())
    expect(names).toHaveLength(76)
    expect(Object.keys(UNDOCUMENTED_EXPORTS).sort()).toEqual(['_NEVER', '__DO_NOT_USE__ActionTypes'])
  })

  test('every export whose home page exists is documented somewhere', () => {
    const missing = entries.filter((e) => e.status === 'missing').map((e) => `${e.name} (home ${e.home})`)
    expect(missing).toEqual([])
  })

  for (const entry of entries) {
    if (entry.status === 'unwritten') {
      test.skip(`${entry.name} (page ${entry.home} not written yet)`, () => undefined)
      continue
    }
    test(`${entry.name} has a heading or page title (home ${entry.home})`, () => {
      if (entry.status !== 'found') throw new Error(`No heading "${entry.name}" on any page: add one to content/docs${entry.home}.mdx`)
      expect(entry.location.anchor).not.toBe('')
    })
  }

  test('the map names only routes listed in the sidebar', () => {
    const sidebars = JSON.parse(fs.readFileSync(path.join(SITE_ROOT, 'content', 'sidebars.json'), 'utf8')) as unknown
    const routes = new Set<string>()
    const walk = (node: unknown): void => {
      if (typeof node === 'string') routes.add(`/${node}`)
      else if (Array.isArray(node)) node.forEach(walk)
      else if (node && typeof node === 'object') Object.values(node).forEach(walk)
    }
    walk(sidebars)
    expect(Object.keys(EXPORT_HOMES).filter((route) => !routes.has(route))).toEqual([])
  })
})
