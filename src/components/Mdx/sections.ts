/**
 * Lets the browser skip the article's far-off sections (src/mdx/sections.ts, article.css), once it
 * has laid each one out and recorded its height: two frames after the page is shown (the sizes are
 * recorded after the first frame's layout). Sections within half a screen of the viewport are left
 * as they are: a section that turns `content-visibility: auto` is skipped for a frame before the
 * browser finds it on screen (a layout shift of 0.13 on createSlice, e2e/layout.spec.ts), and
 * the browser renders those within half a screen anyway.
 * Called by the page script on every page shown.
 */
import { mdxAttr } from './classNames'

export const DEFERRED = 'deferred'

export function deferSections(): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      // Every position read before any section changes: a read after a change makes the browser lay the page out again, each time (877 ms on other-exports at 4x CPU).
      const far = [...document.querySelectorAll(`[${mdxAttr.section}=""]`)].filter((section) => {
        const { top, bottom } = section.getBoundingClientRect()
        return bottom < -innerHeight / 2 || top > 1.5 * innerHeight
      })
      for (const section of far) section.setAttribute(mdxAttr.section, DEFERRED)
    }),
  )
}
