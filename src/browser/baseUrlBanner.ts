/**
 * The wrong-base-URL banner (spec/SPEC.md §2, §9), after Docusaurus's: a site built for one base URL
 * (PATH_PREFIX) and served under another loads its HTML but none of its scripts. The home
 * page's HTML carries a hidden banner and a tiny inline script; when the page has finished
 * loading and the site's scripts cannot be loaded, the script shows the banner, naming the
 * configured base URL and suggesting the path the page is actually at.
 *
 * "Only when the current path equals the base URL" is the page's own route: the banner is
 * rendered into the page whose path is the base URL (the home page) and no other. It is not
 * compared with the address bar, because a wrong base URL is exactly the case where the two
 * differ, and the path in the address bar is the suggestion the banner makes.
 */
import { INDEX_HTML_SUFFIX, normalizeBaseUrl } from '../config/urls'
import { SITE_STARTED_FLAG } from './siteStarted'
import { RUNTIME_DATA_ID } from '../runtimeStart/switch'

export const BANNER_ID = 'base-url-banner'
export const BANNER_CONTENT_ID = 'base-url-banner-content'
export const SUGGESTION_ATTRIBUTE = 'data-suggested-base-url'

/** Whether the page at `pagePath` (a route without the prefix, as Gatsby's SSR sees it) carries the banner. */
export function baseUrlBannerApplies(pagePath: string, site: { baseUrl: string; baseUrlBanner: boolean }): boolean {
  if (!site.baseUrlBanner) return false
  const base = normalizeBaseUrl(site.baseUrl)
  const fullPath = normalizeBaseUrl(base === '/' ? pagePath : `${base}${pagePath}`)
  return fullPath === base
}

/**
 * The inline script: in a task of its own after the load event (its request was a part of the
 * load event's task worth moving, docs/performance.md), shows the banner's content unless the site's scripts
 * can run. Gatsby's runtime starts on the reader's first interaction (src/runtimeStart/starter.ts),
 * so on a built page "can run" is checked by asking for the first of its scripts (a HEAD
 * request): a wrong base URL makes it a 404 or an HTML fallback. Without the script list
 * (gatsby develop) the runtime starts at once, and the window flag tells. Self-contained: the
 * suggestion is the page's path without a trailing index.html, written the way normalizeBaseUrl
 * (src/config/urls.ts) writes base URLs (the unit test holds the two to the same answers; a
 * `location.pathname` always starts with "/" and has no spaces, so the script skips that part of
 * the rule). Not normalizeBaseUrl's own source: React renders this script on the server and in the
 * browser, whose bundles compile that function to different text. Hand-minified: it is inline in
 * the home page, and every page's inline scripts share one budget (postbuild/runtime-deferred.test.ts).
 */
export function baseUrlBannerScript(): string {
  const id = JSON.stringify
  return (
    `window.addEventListener('load',()=>setTimeout(()=>{if(window[${id(SITE_STARTED_FLAG)}])return;` +
    `let c=document.getElementById(${id(BANNER_CONTENT_ID)}),d=document.getElementById(${id(RUNTIME_DATA_ID)}),` +
    `show=()=>{let s=c.querySelector(${id(`[${SUGGESTION_ATTRIBUTE}]`)});if(s)s.textContent=location.pathname.replace(${INDEX_HTML_SUFFIX},'').replace(/\\/+$/,'')||'/';c.hidden=false};` +
    `if(c)d?fetch(JSON.parse(d.textContent)[0],{method:'HEAD'}).then(r=>r.ok&&/javascript/.test(r.headers.get('content-type'))||show(),show):show()}))`
  )
}
