/**
 * Checks the build's environment variables before anything reads them, so a typo stops the
 * build with the variable's name, its value and what it should look like, instead of producing
 * a site with broken canonical URLs, edit links or analytics. (The ALGOLIA_* set is checked by
 * src/config/search.ts, which also knows which of them belong together.)
 */
type Env = Record<string, string | undefined>

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Build configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

const FLAG_WORDS = { true: ['1', 'true', 'yes', 'on'], false: ['0', 'false', 'no', 'off'] }

/** A yes/no variable: unset or empty gives the fallback; anything but the words above is an error. */
export function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  const word = (value ?? '').trim().toLowerCase()
  if (word === '') return fallback
  if (FLAG_WORDS.true.includes(word)) return true
  if (FLAG_WORDS.false.includes(word)) return false
  throw new EnvError([`${name}="${value}" is not a yes/no value: use true or false.`])
}

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

/** Every problem with the site's own variables, each naming the variable and the fix. */
export function envProblems(env: Env): string[] {
  const problems: string[] = []
  const value = (name: string) => (env[name] ?? '').trim()
  const siteUrl = value('SITE_URL')
  if (siteUrl && !isHttpUrl(siteUrl))
    problems.push(`SITE_URL="${siteUrl}" is not an absolute http(s) URL, e.g. https://redux-toolkit.example.com`)
  else if (siteUrl && new URL(siteUrl).pathname.replace(/\/+$/, '') !== '')
    problems.push(`SITE_URL="${siteUrl}" has a path: give the origin only and put the path in PATH_PREFIX`)
  const prefix = value('PATH_PREFIX')
  if (prefix && !/^\/?[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*\/?$/.test(prefix))
    problems.push(
      `PATH_PREFIX="${prefix}" is not a URL path such as /redux-toolkit (letters, digits, . _ ~ - and slashes between segments)`,
    )
  const editUrl = value('EDIT_URL')
  if (editUrl && !isHttpUrl(editUrl))
    problems.push(`EDIT_URL="${editUrl}" is not an absolute http(s) URL, e.g. https://github.com/you/docs/edit/main`)
  const trackingId = value('GA_TRACKING_ID')
  if (trackingId && !TRACKING_ID.test(trackingId))
    problems.push(`GA_TRACKING_ID="${trackingId}" is not a Google tag id such as G-XXXXXXXXXX`)
  try {
    parseFlag('BASE_URL_BANNER', env.BASE_URL_BANNER, true)
  } catch (error) {
    problems.push(...(error as EnvError).problems)
  }
  return problems
}

export function assertValidEnv(env: Env): void {
  const problems = envProblems(env)
  if (problems.length > 0) throw new EnvError(problems)
}
