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
    const links = [...doc.querySelectorAll<HTMLAnchorElement>(`[${TOC_ATTRIBUTE}] a[href^="#"]`)]
    const offset = parseFloat(win.getComputedStyle(doc.documentElement).scrollPaddingTop) || 80
    let current = links[0]
    for (const link of links) {
      const heading = doc.getElementById(decodeURIComponent(link.hash.slice(1)))
      // Its section's box (each listed heading starts one, src/mdx/sections.ts): a section the browser skips has one, its heading would be laid out again.
      const box = heading?.closest(`[${mdxAttr.section}]`) ?? heading
      if (box && box.getBoundingClientRect().top <= offset + 1) current = link
    }
    for (const link of links) {
      if (link === current) link.setAttribute('aria-current', 'location')
      else link.removeAttribute('aria-current')
    }
  }
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(update)
  }
  win.addEventListener('scroll', schedule, { passive: true })
  win.addEventListener('hashchange', schedule)
  return schedule
}
