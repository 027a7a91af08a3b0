/**
 * Gatsby's own commands as an author runs them (run by `npm test` before the production builds):
 * edits reach `gatsby develop`'s page data within seconds (develop/reload.test.ts), and
 * `gatsby build` with a bad environment stops naming the variable (develop/buildConfigErrors.test.ts).
 * Kept apart from the unit tests, which load no Gatsby.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const base = require('./jest.config')

module.exports = { ...base, roots: ['<rootDir>/develop'] }
