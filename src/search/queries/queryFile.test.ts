import { parseQueryFile, readRankingQueries } from './queryFile'

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
})
