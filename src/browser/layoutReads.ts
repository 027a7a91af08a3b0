/**
 * Reading the page's layout at little cost, for the page script's work that answers no tap (the
 * table of contents' highlight, the sections' deferral): few reads, and none inside the tasks that
 * parse and draw the page, which a slow phone already counts as blocking time (docs/performance.md).
 */

/** The first index of `items` (in page order) that passes `test`, which fails up to some index and passes from it on; `items.length` if none does. By halving: a handful of reads instead of one per item. */
export function firstPassing<T>(items: readonly T[], test: (item: T) => boolean): number {
  let [low, high] = [0, items.length]
  while (low < high) {
    const middle = (low + high) >> 1
    if (test(items[middle])) high = middle
    else low = middle + 1
  }
  return low
}

/** Runs `work` in a task of its own once the next frame is drawn. */
export const afterNextFrame = (work: () => void): void => void requestAnimationFrame(() => setTimeout(work))
