import { gzipSync } from 'zlib'
import { IndexDataError, INDEX_DATA_VERSION, decodeIndexTiers, decodeText, encodeIndexTiers, encodeText } from './indexData'
import { INDEX_BUDGET_GZIP_BYTES } from './build/artifacts'
import { readContentDocs } from './build/contentDocs'
import { extractRecords } from './build/extract'

const records = extractRecords(readContentDocs())

describe('embedded index file', () => {
  const tiers = JSON.parse(JSON.stringify(encodeIndexTiers(records)))

  it('gives back exactly the DocSearch records it was made from', () => {
    expect(decodeIndexTiers(tiers.heads, tiers.body)).toEqual(records)
  })

  it('gives back the same heading records, ids and positions included, from the headings file alone', () => {
    expect(decodeIndexTiers(tiers.heads)).toEqual(records.filter((r) => r.type !== 'content'))
  })

  it(`stays within the whole-index budget (${INDEX_BUDGET_GZIP_BYTES} bytes gzip, both files)`, () => {
    const heads = gzipSync(JSON.stringify(tiers.heads), { level: 6 }).length
    const bytes = heads + gzipSync(JSON.stringify(tiers.body), { level: 6 }).length
    console.log(`Embedded search index: ${records.length} records, headings ${heads} bytes gzip, whole index ${bytes}`)
    expect(bytes).toBeLessThanOrEqual(INDEX_BUDGET_GZIP_BYTES)
    // The compact form is what makes the budget: the plain records are far bigger.
    expect(gzipSync(JSON.stringify(records)).length).toBeGreaterThan(bytes * 1.3)
  })

  it('refuses files of another version or shape with a clear error', () => {
    expect(() => decodeIndexTiers(null)).toThrow(IndexDataError)
    expect(() => decodeIndexTiers({ version: INDEX_DATA_VERSION + 1, rows: [] })).toThrow(/expected version/)
    expect(() => decodeIndexTiers({ version: INDEX_DATA_VERSION, rows: [[2, 'Heading', 'heading', '', 0]] })).toThrow(/before its page/)
    expect(() => decodeIndexTiers({ version: INDEX_DATA_VERSION, rows: [[9, 'x']] })).toThrow(/unknown row/)
    expect(() => decodeIndexTiers(tiers.heads, { version: INDEX_DATA_VERSION, body: [] })).toThrow(/expected a body/)
    expect(() =>
      decodeIndexTiers(tiers.heads, { version: INDEX_DATA_VERSION, heads: tiers.body.heads, body: encodeText('one paragraph') }),
    ).toThrow(/two builds/)
    expect(() => decodeIndexTiers(tiers.heads, encodeIndexTiers(records.slice(0, 3)).body)).toThrow(/two builds/)
    expect(() =>
      decodeIndexTiers(tiers.heads, { ...tiers.body, body: { ...tiers.body.body, codes: tiers.body.body.codes + ' ' } }),
    ).toThrow(/no word code/)
  })
})

describe('word-coded body text', () => {
  it('gives back the text exactly: punctuation, spaces, line breaks, accents, emoji and code', () => {
    const text = 'Pokémon  — fetch(\'/posts?limit=10\')\n\nsetupListeners(store.dispatch) 🎉 "quoted" back\\slash\t·\u2028end'
    expect(decodeText(JSON.parse(JSON.stringify(encodeText(text))))).toBe(text)
    expect(decodeText(encodeText(''))).toBe('')
  })

  it('lists each word once, most frequent first, with the shortest codes', () => {
    const coded = encodeText('the cache and the tags and the cache')
    expect(coded.tokens.slice(0, 4)).toEqual([' ', 'the', 'cache', 'and'])
    expect(coded.codes).toHaveLength(15)
  })

  it('switches to two- and three-character codes as the vocabulary grows', () => {
    for (const count of [50, 5_000, 20_000]) {
      const text = Array.from({ length: count }, (_, i) => `w${i}`).join(' ')
      const coded = encodeText(text)
      expect(coded.tokens).toHaveLength(count + 1)
      expect(decodeText(coded)).toBe(text)
    }
  })
})
