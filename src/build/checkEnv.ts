/**
 * Before anything is built: the build's environment variables (src/config/env.ts). gatsby-config.ts
 * checks them too, but Gatsby's config loader swallows an error thrown while loading the config
 * and goes on without it, failing later on something unrelated ("Type Mdx does not exist"). This
 * hook runs right after, and stops the build with the real message.
 */
import type { ParentSpanPluginArgs } from 'gatsby'
import { EnvError, envProblems } from '../config/env'

export function checkBuildEnv(
  { reporter }: Pick<ParentSpanPluginArgs, 'reporter'>,
  env: Record<string, string | undefined> = process.env,
): void {
  const problems = envProblems(env)
  if (problems.length > 0) reporter.panic(new EnvError(problems).message)
}
