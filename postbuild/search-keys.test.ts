/**
 * The search keys in the built files: the main build carries no Algolia key, the variant build
 * (hosted search) carries its public search key, and neither carries the admin key (set during
 * the variant build only to prove this) or the upload code.
 */
import { readFileSync } from 'fs'
import { VARIANT_DIR, VARIANT_ENV } from '../scripts/variants'
import { ALGOLIA_ADMIN_KEY_ENV } from '../src/config/search'
import { publicFiles } from '../src/build/headersFiles'

describe('the search keys in the built files', () => {
  /** Every file of a build, as text. */
  function builtFiles(dir: string): Array<{ file: string; text: string }> {
    return publicFiles(dir).map((file) => ({ file, text: readFileSync(file, 'latin1') }))
  }

  test('the main build has no Algolia key, and neither build has the admin key or the upload code', () => {
    const adminKey = VARIANT_ENV[ALGOLIA_ADMIN_KEY_ENV]
    if (!adminKey)
      throw new Error(`VARIANT_ENV (scripts/variants.ts) must set ${ALGOLIA_ADMIN_KEY_ENV} so the variant build is built with it`)
    for (const dir of ['public', VARIANT_DIR]) {
      let files: Array<{ file: string; text: string }>
      try {
        files = builtFiles(dir)
      } catch {
        if (dir === VARIANT_DIR) continue // built only by npm test's variant step
        throw new Error(`${dir}/ does not exist; build the site first`)
      }
      // Source maps carry src/config/search.ts's text, which names the variable (never its value).
      const served = files.filter(({ file }) => !file.endsWith('.map'))
      expect(files.filter(({ text }) => text.includes(adminKey)).map((f) => f.file)).toEqual([])
      expect(
        served.filter(({ text }) => text.includes(ALGOLIA_ADMIN_KEY_ENV) || text.includes('replaceAllObjects')).map((f) => f.file),
      ).toEqual([])
      const withSearchKey = files.filter(({ text }) => text.includes(VARIANT_ENV.ALGOLIA_SEARCH_KEY)).map((f) => f.file)
      if (dir === 'public') expect(withSearchKey).toEqual([])
      else expect(withSearchKey.length).toBeGreaterThan(0)
    }
  })
})
