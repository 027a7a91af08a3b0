/**
 * Tests of the production build in public/ (run by `npm test` after the build): the nginx
 * config in real nginx, the Nu HTML checker, the MDN HTTP Observatory.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const base = require('./jest.config')

module.exports = { ...base, roots: ['<rootDir>/postbuild'], testTimeout: 300000 }
