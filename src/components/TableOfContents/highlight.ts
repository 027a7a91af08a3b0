/**
 * The table of contents' highlight, installed by the page script (src/page/behaviour.ts): the link
 * to the last heading that has scrolled past the top of the viewport is marked
 * `aria-current="location"`. The links are read from the page each time it is shown (first load,
 * client-side navigation), so the highlight follows whatever table React rendered.
 */
import { mdxAttr } from '../Mdx/classNames'

export const TOC_ATTRIBUTE = 'data-toc'

export function installTocHighlight(doc: Document = document): () => void {
  const win = doc.defaultView ?? window
  let frame = 0
  const update = () => {
    frame = 0
    const links = [...(doc.querySelector(`[${TOC_ATTRIBUTE}]`)?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]') ?? [])]
    const line = (parseFloat(win.getComputedStyle(doc.documentElement).scrollPaddingTop) || 80) + 1
    const above = (link: HTMLAnchorElement) => {
      const heading = doc.getElementById(decodeURIComponent(link.hash.slice(1)))
      // Its section's box (each listed heading starts one, src/mdx/sections.ts): a section the browser skips has one, its heading would be laid out again.
      const box = heading?.closest(`[${mdxAttr.section}]`) ?? heading
      return !!box && box.getBoundingClientRect().top <= line
    }
    // The headings follow one another down the page (and each link has one: the build checks every
    // anchor), so the last one above the line is found by halving the list: a handful of reads per
    // scrolled frame instead of one per heading (64 on other-exports).
    let current = 0
    for (let low = 1, high = links.length - 1; low <= high;) {
      const middle = (low + high) >> 1
      if (above(links[middle])) [current, low] = [middle, middle + 1]
      else high = middle - 1
    }
    links.forEach((link, i) => (i === current ? link.setAttribute('aria-current', 'location') : link.removeAttribute('aria-current')))
  }
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(update)
  }
  win.addEventListener('scroll', schedule, { passive: true })
  win.addEventListener('hashchange', schedule)
  return schedule
}
