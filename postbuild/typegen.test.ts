/**
 * The query types are committed (src/gatsby-types.d.ts: the type check runs before any build)
 * and the build writes them again from the schema and the queries (graphqlTypegen in
 * gatsby-config.ts). After this run's builds the file must be the committed one: a schema or
 * query change committed without its regenerated types fails here.
 */
import { spawnSync } from 'child_process'

const TYPES = 'src/gatsby-types.d.ts'

it(`the build's generated query types are the committed ${TYPES}`, () => {
  const diff = spawnSync('git', ['diff', '--stat', '--exit-code', '--', TYPES], { encoding: 'utf8' })
  if (diff.error || diff.status === 128)
    throw new Error(`git could not compare ${TYPES} (this test needs a git checkout): ${diff.stderr || diff.error}`)
  expect({ file: TYPES, changedByTheBuild: diff.stdout.trim(), fix: `run \`npm run build\` and commit ${TYPES}` }).toEqual({
    file: TYPES,
    changedByTheBuild: '',
    fix: `run \`npm run build\` and commit ${TYPES}`,
  })
})
