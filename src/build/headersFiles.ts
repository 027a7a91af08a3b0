/**
 * After the build: hashes every inline script of every built page and writes the response
 * headers for that build (src/server/headers.ts) as public/_headers (CDNs, npm start's server)
 * and public/_nginx.conf (included by deploy/nginx.conf).
 *
 * The CSP is one policy for the whole site. That works because the pages carry the same inline
 * scripts (gatsby-ssr.tsx): the head script (colour mode and sample language), the page script,
 * the runtime starter, Gatsby's chunk map and compilation hash (the same in every page of a
 * build), the analytics snippet when configured, and Gatsby's script-loader, whose one per-page
 * part (`window.pagePath`) is dropped (src/build/sameInlineScripts.ts); the home page adds the
 * base-URL banner's script. A build whose pages disagree beyond a few distinct scripts
 * fails here, naming the pages, so a per-page inline script cannot slip in unnoticed.
 */
import { RUN_DIR } from '../run/attributes'
import { createHash } from 'crypto'
import { readFileSync, readdirSync, writeFileSync } from 'fs'
import path from 'path'
import { parse } from 'node-html-parser'
import {
  HEADERS_FILE,
  NGINX_HEADERS_FILE,
  isHashedAsset,
  STATIC_DIR,
  renderHeadersFile,
  renderNginxInclude,
  type HeaderOptions,
} from '../server/headers'

/** Every distinct inline script adds one hash to every response; more than this means per-page scripts. */
export const MAX_INLINE_SCRIPTS = 8

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** Every file of the build under `root` (absolute paths, sorted): the walk the headers step, the link check and the post-build tests share. */
export function publicFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.push(full)
    }
  }
  walk(root)
  return files.sort()
}

/** The built pages: every .html outside _gatsby/ (slice fragments), page-data/ and the run frame's folder (src/run). */
export function builtPages(root: string): string[] {
  const outside = new RegExp(`^(_gatsby|page-data|${RUN_DIR})/`)
  return publicFiles(root).filter((file) => file.endsWith('.html') && !outside.test(path.relative(root, file).split(path.sep).join('/')))
}

/** A built page: its file (absolute) and its HTML. */
export interface BuiltPage {
  file: string
  html: string
}

/** Every built page, read once for the post-build steps that rewrite or hash them. */
export function readBuiltPages(root: string): BuiltPage[] {
  return builtPages(root).map((file) => ({ file, html: readFileSync(file, 'utf8') }))
}

/** The executable inline scripts of one HTML document, as the text the browser hashes. */
export function inlineScripts(html: string): string[] {
  return parse(html, { blockTextElements: { script: true, style: true } })
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src') && SCRIPT_TYPES.has((script.getAttribute('type') ?? '').trim().toLowerCase()))
    .map((script) => script.rawText)
}

export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/** The hashes of every distinct inline script of the given pages, with the pages using each. */
export function collectScriptHashes(pages: Array<{ file: string; html: string }>): Map<string, string[]> {
  const hashes = new Map<string, string[]>()
  for (const { file, html } of pages) {
    for (const script of inlineScripts(html)) {
      const hash = cspHash(script)
      hashes.set(hash, [...(hashes.get(hash) ?? []), file])
    }
  }
  return hashes
}

export function scriptHashesOrThrow(hashes: Map<string, string[]>, pageCount: number): string[] {
  if (hashes.size > MAX_INLINE_SCRIPTS) {
    const rare = [...hashes.entries()].filter(([, files]) => files.length < pageCount).slice(0, 5)
    throw new Error(
      `The built pages carry ${hashes.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): the Content-Security-Policy ` +
        `would have to list them all. Inline scripts must be the same on every page; these appear on only some pages:\n` +
        rare
          .map(
            ([hash, files]) => `  - ${hash} in ${files.slice(0, 3).join(', ')}${files.length > 3 ? ` and ${files.length - 3} more` : ''}`,
          )
          .join('\n'),
    )
  }
  return [...hashes.keys()].sort()
}

/** Content-hashed bundles of the build outside static/ (whose rule is one block), each with its cache rule in _headers. */
export function hashedFiles(root: string): string[] {
  return publicFiles(root)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((name) => !name.startsWith(`${STATIC_DIR}/`) && isHashedAsset(name))
}

export function writeHeadersFiles(
  root: string,
  built: readonly BuiltPage[],
  options: Omit<HeaderOptions, 'scriptHashes'>,
  prefix: string,
): HeaderOptions {
  const pages = built.map((page) => ({ file: path.relative(root, page.file), html: page.html }))
  const scriptHashes = scriptHashesOrThrow(collectScriptHashes(pages), pages.length)
  const full: HeaderOptions = { ...options, scriptHashes }
  writeFileSync(path.join(root, HEADERS_FILE), renderHeadersFile(full, hashedFiles(root), prefix))
  writeFileSync(path.join(root, NGINX_HEADERS_FILE), renderNginxInclude(full))
  return full
}
