/**
 * Runs the MDN HTTP Observatory's retrieval and every one of its tests against a host with
 * explicit ports (its `scan()` drops the ports), and prints the results and the grade as JSON.
 * Usage: node postbuild/observatory-scan.mjs HOST HTTP_PORT HTTPS_PORT
 */
const base = new URL('../tools/observatory/node_modules/@mdn/mdn-http-observatory/src/', import.meta.url)
const { retrieve } = await import(new URL('retriever/retriever.js', base))
const { ALL_TESTS } = await import(new URL('constants.js', base))
const { getGradeForScore, getScoreModifier } = await import(new URL('grader/grader.js', base))
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(new URL('grader/charts.js', base))

const [host, httpPort, httpsPort] = process.argv.slice(2)
const retrieved = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) })
if (!retrieved.responses.auto) {
  console.log(JSON.stringify({ error: `no answer from ${host}:${httpPort}/${httpsPort}` }))
  process.exit(1)
}
let withExtra = 100
let uncurved = 100
const tests = ALL_TESTS.map((test) => {
  const output = test(retrieved)
  const modifier = getScoreModifier(output.result)
  withExtra += modifier
  if (modifier < 0) uncurved += modifier
  return { name: output.constructor.name, result: output.result, pass: output.pass, scoreModifier: modifier }
})
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved
console.log(JSON.stringify({ status: retrieved.responses.auto.status, score, grade: getGradeForScore(score).grade, tests }))
