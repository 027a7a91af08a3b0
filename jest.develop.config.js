/**
 * `gatsby develop` as an author uses it (run by `npm test` before the production builds): edits
 * reach the dev server's page data within seconds (develop/reload.test.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const base = require('./jest.config')

module.exports = { ...base, roots: ['<rootDir>/develop'] }
