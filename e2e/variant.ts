/** For tests against the variant build (scripts/variants.ts): skips them when it was not built. */
import { existsSync } from 'fs'
import { test } from '@playwright/test'
import { VARIANT_DIR, VARIANT_URL } from '../scripts/variants'

export { VARIANT_ENV, VARIANT_URL } from '../scripts/variants'

/** Call inside a describe block: its tests run against the variant build, or skip with the reason. */
export function useVariantBuild(): void {
  test.skip(!existsSync(VARIANT_DIR), `the variant build (${VARIANT_DIR}/) does not exist; \`npm test\` builds it`)
  test.use({ baseURL: VARIANT_URL })
}
