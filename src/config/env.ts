/**
 * Checks the build's environment variables before anything reads them, so a typo stops the
 * build with the variable's name, its value and what it should look like, instead of producing
 * a site with broken canonical URLs, edit links or analytics. One zod schema says what each
 * variable may hold; its problems are worded by the content model's formatter
 * (src/content/schema.ts). The ALGOLIA_* variables are a second schema here, since they belong
 * together: all three or none (searchConfigFromEnv).
 */
import { z } from 'zod'
import { issueMessages, type IssueWording } from '../content/schema'
import { ALGOLIA_ADMIN_KEY_ENV, ALGOLIA_ENV, EMBEDDED_SEARCH, type SearchConfig } from './search'

type Env = Record<string, string | undefined>

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Build configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

const NOT_A_FLAG = 'is not a yes/no value: use true or false.'
const FLAG_WORDS = { true: ['1', 'true', 'yes', 'on'], false: ['0', 'false', 'no', 'off'] }

/** The boolean a yes/no word stands for, undefined for any other word. */
function flagWord(value: string): boolean | undefined {
  const word = value.trim().toLowerCase()
  if (FLAG_WORDS.true.includes(word)) return true
  if (FLAG_WORDS.false.includes(word)) return false
  return undefined
}

/** A yes/no variable: unset or empty gives the fallback; anything but the words above is an error. */
export function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if ((value ?? '').trim() === '') return fallback
  const flag = flagWord(value!)
  if (flag === undefined) throw new EnvError([`${name}="${value}" ${NOT_A_FLAG}`])
  return flag
}

/** Whether the build writes the .gz/.br twins of its text files (src/build/precompress.ts); on unless PRECOMPRESS says no. */
export const precompressEnabled = (env: Env = process.env): boolean => parseFlag('PRECOMPRESS', env.PRECOMPRESS, true)

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ''
  } catch {
    return false
  }
}

/** Google tag ids: G-… (GA4), UA-… (Universal Analytics), AW-… (Ads), DC-… (Floodlight). */
const TRACKING_ID = /^(G|UA|AW|DC)-[A-Z0-9-]+$/i
const PATH_SEGMENTS = /^\/?[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*\/?$/

/** An optional variable, trimmed ("" when unset). */
const trimmed = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim())

/** A trimmed variable with a check that names the variable and the fix. */
function variable(name: string, problem: (value: string) => string | null) {
  return trimmed.superRefine((value, ctx) => {
    const message = value === '' ? null : problem(value)
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${name}="${value}" ${message}` })
  })
}

const flag = (name: string) => variable(name, (value) => (flagWord(value) === undefined ? NOT_A_FLAG : null))

/** The site's own variables: what each may hold, and the typed values the build reads. */
export const envSchema = z.object({
  SITE_URL: variable('SITE_URL', (value) =>
    !isHttpUrl(value)
      ? 'is not an absolute http(s) URL, e.g. https://redux-toolkit.example.com'
      : new URL(value).pathname.replace(/\/+$/, '') !== ''
        ? 'has a path: give the origin only and put the path in PATH_PREFIX'
        : null,
  ),
  PATH_PREFIX: variable('PATH_PREFIX', (value) =>
    PATH_SEGMENTS.test(value) ? null : 'is not a URL path such as /redux-toolkit (letters, digits, . _ ~ - and slashes between segments)',
  ),
  EDIT_URL: variable('EDIT_URL', (value) =>
    isHttpUrl(value) ? null : 'is not an absolute http(s) URL, e.g. https://github.com/you/docs/edit/main',
  ),
  GA_TRACKING_ID: variable('GA_TRACKING_ID', (value) => (TRACKING_ID.test(value) ? null : 'is not a Google tag id such as G-XXXXXXXXXX')),
  BASE_URL_BANNER: flag('BASE_URL_BANNER'),
  PRECOMPRESS: flag('PRECOMPRESS'),
})

export type BuildEnv = z.infer<typeof envSchema>

// Every variable is an optional string, so a problem is always one of the checks above.
const wording: IssueWording = {
  missing: ([name]) => `${String(name)} is missing`,
  wrongType: ([name], received) => `${String(name)} must be text, but it is ${received}`,
}

/** Every problem with the build's variables (the site's own and the search back end's), each naming the variable and the fix. */
export function envProblems(env: Env): string[] {
  return [envSchema, searchEnvSchema].flatMap((schema) => {
    const parsed = schema.safeParse(env)
    return parsed.success ? [] : issueMessages(parsed.error, wording)
  })
}

export function assertValidEnv(env: Env): void {
  const problems = envProblems(env)
  if (problems.length > 0) throw new EnvError(problems)
}

function list(names: string[]): string {
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/**
 * The search back end's variables: none set gives the embedded index; all three, Algolia (an
 * application id that can be part of a host name, and a search key that is not the admin key);
 * some of them, a problem naming the missing ones.
 */
export const searchEnvSchema = z
  .object({
    [ALGOLIA_ENV.appId]: trimmed,
    [ALGOLIA_ENV.apiKey]: trimmed,
    [ALGOLIA_ENV.indexName]: trimmed,
    [ALGOLIA_ADMIN_KEY_ENV]: trimmed,
  })
  .superRefine((env, ctx) => {
    const names = Object.values(ALGOLIA_ENV)
    const missing = names.filter((name) => !env[name])
    if (missing.length === names.length) return
    const problem = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Search configuration: ${message}` })
    if (missing.length > 0) {
      const present = names.filter((name) => env[name])
      problem(
        `${list(missing)} ${missing.length === 1 ? 'is' : 'are'} not set, but ${list(present)} ${present.length === 1 ? 'is' : 'are'}. ` +
          `Set all three of ${list(names)} to search with Algolia, or none of them to use the embedded index.`,
      )
      return
    }
    const appId = env[ALGOLIA_ENV.appId]
    if (!/^[A-Za-z0-9]+$/.test(appId))
      problem(`${ALGOLIA_ENV.appId} "${appId}" is not an Algolia application id (letters and digits only).`)
    const adminKey = env[ALGOLIA_ADMIN_KEY_ENV]
    if (adminKey && adminKey === env[ALGOLIA_ENV.apiKey]) {
      problem(
        `${ALGOLIA_ENV.apiKey} equals ${ALGOLIA_ADMIN_KEY_ENV}. The search key is published with the site; use the index's search-only key.`,
      )
    }
  })
  .transform((env): SearchConfig =>
    env[ALGOLIA_ENV.appId]
      ? { provider: 'algolia', appId: env[ALGOLIA_ENV.appId], apiKey: env[ALGOLIA_ENV.apiKey], indexName: env[ALGOLIA_ENV.indexName] }
      : EMBEDDED_SEARCH,
  )

/** The site config's `search` field from the environment (never the admin key); a problem throws an EnvError. */
export function searchConfigFromEnv(env: Env): SearchConfig {
  const parsed = searchEnvSchema.safeParse(env)
  if (!parsed.success) throw new EnvError(issueMessages(parsed.error, wording))
  return parsed.data
}
