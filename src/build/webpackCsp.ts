/** Webpack additions that keep the bundles within the site's Content-Security-Policy (src/server/headers.ts). */
import path from 'path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import { SITE_ROOT } from '../content/paths'

export const ZOD_BUNDLES = /[\\/]node_modules[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/][^\\/]+\.js$/

export function setCspWebpackRules({ actions }: Pick<CreateWebpackConfigArgs, 'actions'>): void {
  actions.setWebpackConfig({
    module: { rules: [{ test: ZOD_BUNDLES, use: [{ loader: path.join(SITE_ROOT, 'src/build/zodJitlessLoader.js') }] }] },
  })
}
