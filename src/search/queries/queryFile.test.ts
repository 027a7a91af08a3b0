import { existsSync, readFileSync } from 'fs'
import path from 'path'
import { QUERIES_DIR, QUERY_FILES, SHARED_QUERIES_DIR, parseQueryFile, readRankingQueries } from './queryFile'

describe('ranking query files', () => {
  it('reads the repository’s own copies', () => {
    const queries = readRankingQueries()
    expect(queries.length).toBeGreaterThanOrEqual(41)
    expect(queries.find((q) => q.query === 'sort entities')).toMatchObject({ accepted: ['/api/createEntityAdapter'] })
  })

  it('names the file and line of a malformed line', () => {
    expect(() => parseQueryFile('# comment\nok\t/a|/b\nno tab here\n', 'q.tsv')).toThrow('q.tsv:3: expected "query<TAB>/path|/path"')
    expect(() => parseQueryFile('x\tnot-a-path\n', 'q.tsv')).toThrow('q.tsv:1')
    expect(parseQueryFile('x\t/a | /b\n', 'q.tsv')).toEqual([{ query: 'x', accepted: ['/a', '/b'], source: 'q.tsv:1' }])
  })

  const shared = existsSync(SHARED_QUERIES_DIR)
  if (!shared) {
    console.log(`Ranking query copies: ${SHARED_QUERIES_DIR} does not exist here; the comparison with the shared originals is skipped`)
  }
  ;(shared ? it.each : it.skip.each)([...QUERY_FILES])('%s equals the shared original in ../shared/search/', (name) => {
    const original = path.join(SHARED_QUERIES_DIR, name)
    expect({ name, copy: readFileSync(path.join(QUERIES_DIR, name), 'utf8') }).toEqual({ name, copy: readFileSync(original, 'utf8') })
  })
})
