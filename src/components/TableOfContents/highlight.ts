/**
 * The table of contents' highlight, installed by the page script (src/page/behaviour.ts): the link
 * to the last heading that has scrolled past the top of the viewport is marked
 * `aria-current="location"`. The links are read from the page each time it is shown (first load,
 * client-side navigation), so the highlight follows whatever table React rendered. Returns the
 * update itself, which the page script runs when a page is shown.
 */
import { mdxAttr } from '../Mdx/classNames'

export const TOC_ATTRIBUTE = 'data-toc'

/** The first index of `items` (in page order) that passes `test`, which fails up to some index and passes from it on; `items.length` if none does. By halving: a handful of layout reads instead of one per item. */
export function firstPassing<T>(items: readonly T[], test: (item: T) => boolean): number {
  let [low, high] = [0, items.length]
  while (low < high) {
    const middle = (low + high) >> 1
    if (test(items[middle])) high = middle
    else low = middle + 1
  }
  return low
}

export function installTocHighlight(doc: Document = document): () => void {
  let frame = 0
  const update = () => {
    frame = 0
    const links = [...(doc.querySelector(`[${TOC_ATTRIBUTE}]`)?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]') ?? [])]
    const line = (parseFloat(getComputedStyle(doc.documentElement).scrollPaddingTop) || 80) + 1
    const below = (link: HTMLAnchorElement) => {
      const heading = doc.getElementById(decodeURIComponent(link.hash.slice(1)))
      // Its section's box (each listed heading starts one, src/mdx/sections.ts): a section the browser skips has one, its heading would be laid out again.
      const box = heading?.closest(`[${mdxAttr.section}]`) ?? heading
      return !box || box.getBoundingClientRect().top > line
    }
    // The headings follow one another down the page (and each link has one: the build checks every
    // anchor), so the last one above the line is found by halving the list (64 links on other-exports).
    const current = Math.max(0, firstPassing(links, below) - 1)
    links.forEach((link, i) => (i === current ? link.setAttribute('aria-current', 'location') : link.removeAttribute('aria-current')))
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  addEventListener('scroll', schedule, { passive: true })
  addEventListener('hashchange', schedule)
  return update
}
