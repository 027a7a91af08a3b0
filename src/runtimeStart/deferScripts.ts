/**
 * After the build: Gatsby's script tags leave the built pages, so a first visit runs none of them
 * until the reader shows intent (src/runtimeStart/starter.ts adds them then).
 *
 * Gatsby 5 writes its scripts into every page through one slice, `_gatsby-scripts`: an inline
 * chunk map, an inline compilation hash, then one `<script src="…" async>` per runtime file.
 * This step keeps the two inline scripts and replaces the script tags with a JSON data block
 * listing the same files in the same order. It is the one place that depends on that markup,
 * and it fails the build, naming the page, when the markup is not what it expects (a Gatsby
 * upgrade that changes it stops here instead of shipping pages whose scripts never run).
 * A page that already has the data block is left as it is (a warm build keeps unchanged pages).
 */
import { writeFileSync } from 'node:fs'
import { RUNTIME_DATA_ID } from './switch'

const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/
const RUNTIME_SCRIPT = /<script src="([^"<>]+\.js)" async(?:="")?><\/script>/g
const ANY_SCRIPT_WITH_SRC = /<script\b[^>]*\bsrc=/i

function fail(file: string, what: string): never {
  throw new Error(
    `${file}: ${what}. src/runtimeStart/deferScripts.ts expects the script markup of gatsby 5.16 ` +
      `(one "_gatsby-scripts" slice with <script src="…" async> tags); check it against the installed Gatsby.`,
  )
}

/** The page with its runtime script tags replaced by the data block; the same page if already done. */
export function deferRuntimeScripts(html: string, file: string): string {
  if (html.includes(`id="${RUNTIME_DATA_ID}"`)) return html
  const slice = SCRIPTS_SLICE.exec(html)
  if (!slice) fail(file, "Gatsby's scripts slice was not found")
  const [whole, start, body, end] = slice
  const scripts = Array.from(body.matchAll(RUNTIME_SCRIPT), (match) => match[1])
  if (scripts.length === 0) fail(file, "Gatsby's scripts slice has no <script src> tags")
  const rest = body.replace(RUNTIME_SCRIPT, '')
  if (ANY_SCRIPT_WITH_SRC.test(rest)) fail(file, "Gatsby's scripts slice has a script tag in an unexpected form")
  const data = JSON.stringify(scripts).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${RUNTIME_DATA_ID}">${data}</script>`
  return html.replace(whole, `${start}${rest}${block}${end}`)
}

/**
 * Rewrites every built page whose runtime scripts still load at once, on disk and in `pages`
 * (read once by the post-build step, which hashes the rewritten pages' inline scripts next);
 * returns how many changed.
 */
export function deferRuntimeInPages(pages: Array<{ file: string; html: string }>): number {
  let changed = 0
  for (const page of pages) {
    const deferred = deferRuntimeScripts(page.html, page.file)
    if (deferred === page.html) continue
    writeFileSync(page.file, deferred)
    page.html = deferred
    changed += 1
  }
  return changed
}
