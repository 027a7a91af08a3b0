/**
 * Webpack loader for @docsearch/react's prebuilt files, which bundle zod 4 (for the AI
 * assistant). Zod probes whether it may compile parsers with `new Function("")` when a schema
 * is created unless its module-private `jitless` flag is set; under the site's CSP (no
 * 'unsafe-eval') that probe is refused and reported as a violation, then zod falls back to
 * plain parsing. This rewrites the flag test `!<config>.jitless` to `!1` (jitless), so zod
 * takes the same plain path without probing. Files without the pattern pass through unchanged.
 */
const JIT_TEST = /!([A-Za-z_$][\w$]*)\.jitless\b/g

module.exports = function zodJitlessLoader(source) {
  return source.replace(JIT_TEST, '!1')
}
module.exports.JIT_TEST = JIT_TEST
