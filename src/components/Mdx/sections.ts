/**
 * Lets the browser skip the article's far-off sections (src/mdx/sections.ts, article.css), once it
 * has laid each one out and recorded its height: the page script calls this after a frame has
 * been drawn (the sizes are recorded after a frame's layout). Sections within half a screen of the
 * viewport are left as they are: a section that turns `content-visibility: auto` is skipped for a
 * frame before the browser finds it on screen (a layout shift of 0.13 on createSlice,
 * e2e/layout.spec.ts), and the browser renders those within half a screen anyway.
 */
import { mdxAttr } from './classNames'
import { firstPassing } from '../../browser/layoutReads'

export const DEFERRED = 'deferred'

export function deferSections(): void {
  // The sections follow one another down the page, so the near ones are found by halving the list;
  // every position is read before any section changes: a read after a change makes the browser lay
  // the page out again, each time (877 ms on other-exports at 4x CPU).
  const sections = [...document.querySelectorAll(`[${mdxAttr.section}=""]`)]
  const first = firstPassing(sections, (section) => section.getBoundingClientRect().bottom >= -innerHeight / 2)
  const end = firstPassing(sections, (section) => section.getBoundingClientRect().top > 1.5 * innerHeight)
  for (const section of [...sections.slice(0, first), ...sections.slice(end)]) section.setAttribute(mdxAttr.section, DEFERRED)
}
