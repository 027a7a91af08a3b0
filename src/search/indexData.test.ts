import { gzipSync } from 'zlib'
import { IndexDataError, INDEX_DATA_VERSION, decodeIndexData, encodeIndexData } from './indexData'
import { INDEX_BUDGET_GZIP_BYTES } from './build/artifacts'
import { extractContentRecordsInChild } from './build/extractInChild'

const records = extractContentRecordsInChild()

describe('embedded index file', () => {
  it('gives back exactly the DocSearch records it was made from', () => {
    const file = JSON.parse(JSON.stringify(encodeIndexData(records)))
    expect(decodeIndexData(file)).toEqual(records)
  })

  it(`stays within the transfer budget (${INDEX_BUDGET_GZIP_BYTES} bytes gzip) for the whole site`, () => {
    const bytes = gzipSync(JSON.stringify(encodeIndexData(records))).length
    console.log(`Embedded search index: ${records.length} records, ${bytes} bytes gzip`)
    expect(bytes).toBeLessThanOrEqual(INDEX_BUDGET_GZIP_BYTES)
    // The compact form is what makes the budget: the plain records are far bigger.
    expect(gzipSync(JSON.stringify(records)).length).toBeGreaterThan(bytes * 1.3)
  })

  it('refuses files of another version or shape with a clear error', () => {
    expect(() => decodeIndexData(null)).toThrow(IndexDataError)
    expect(() => decodeIndexData({ version: INDEX_DATA_VERSION + 1, rows: [] })).toThrow(/expected version/)
    expect(() => decodeIndexData({ version: INDEX_DATA_VERSION, rows: ['orphan content'] })).toThrow(/before its page/)
    expect(() => decodeIndexData({ version: INDEX_DATA_VERSION, rows: [[9, 'x']] })).toThrow(/unknown row/)
  })
})
