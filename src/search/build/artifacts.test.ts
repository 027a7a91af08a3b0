import { jest } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'fs'
import { tmpdir } from 'os'
import path from 'path'
import { anchorProblems, checkSearchRecords, reportSearchBackEnd, docsearchCssVersion, writeSearchFiles } from './artifacts'
import { createRecord } from '../records'
import { decodeIndexTiers } from '../indexData'
import { docsearchStylesheetPath } from '../../config/search'

const page = { path: '/api/widget', title: 'Widget', category: 'API' }
const records = [
  createRecord({ page, trail: [], anchor: null, position: 0 }, 'lvl1', 'About widgets.'),
  createRecord({ page, trail: ['Options'], anchor: 'options', position: 1 }, 'lvl2', null),
  createRecord({ page, trail: ['Options'], anchor: 'options', position: 2 }, 'content', 'Options text.'),
]

describe('search build artifacts', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'search-artifacts-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('writes the records, the embedded index and the modal stylesheet, and reports sizes', () => {
    const report = writeSearchFiles(records, dir)
    expect(JSON.parse(readFileSync(path.join(dir, 'search-records.json'), 'utf8'))).toEqual(records)
    const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
    expect(decodeIndexTiers(read('search-index.json'), read('search-body.json'))).toEqual(records)
    const css = path.join(dir, ...docsearchStylesheetPath(docsearchCssVersion()).split('/'))
    expect(readFileSync(css, 'utf8')).toContain('.DocSearch-Modal')
    expect(report).toMatchObject({ records: 3, pages: 1 })
    expect(report.indexGzipBytes).toBeLessThan(report.indexBytes + 100)
  })

  it('finds records whose page or anchor is missing from the built site', () => {
    const built = [{ path: '/api/widget', ids: new Set(['widget', 'options']) }]
    expect(anchorProblems(records, built)).toEqual([])
    expect(anchorProblems(records, [{ path: '/api/widget', ids: new Set(['widget']) }])).toEqual([
      '/api/widget#options-1: /api/widget has no element with id "options"',
      '/api/widget#options-2: /api/widget has no element with id "options"',
    ])
    expect(anchorProblems(records.slice(0, 1), [])).toEqual(['/api/widget#-0: no built page at /api/widget'])
  })

  it('fails the build when the records file is missing', () => {
    const reporter = { panicOnBuild: jest.fn(), info: jest.fn() }
    checkSearchRecords({ reporter } as never, [], dir)
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('cannot read'))
    expect(existsSync(path.join(dir, 'search-records.json'))).toBe(false)
  })
})

describe('the search back end, announced before the build', () => {
  it('says which back end the configuration uses', () => {
    const reporter = { info: jest.fn() }
    reportSearchBackEnd({ reporter } as never, {})
    reportSearchBackEnd({ reporter } as never, { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs' })
    expect(reporter.info.mock.calls).toEqual([['Search: embedded index'], ['Search: Algolia index "docs" (app APP)']])
  })
})
