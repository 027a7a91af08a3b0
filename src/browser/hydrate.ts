/**
 * How React takes over the server-rendered page (Gatsby's replaceHydrateFunction). The first
 * hydration runs as a transition, so React works through the tree in short slices and yields to
 * the browser between them (input and painting go first) instead of one long task; the article
 * body is not hydrated at all (src/components/Mdx/Article.tsx). A page without server-rendered markup is rendered.
 */
import type { ReactNode } from 'react'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { markRootCreated } from './siteStarted'

export function hydrateInSlices(element: ReactNode, container: Element): void {
  markRootCreated()
  if (!container.firstElementChild) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element, {
      onUncaughtError: (error) => console.error('Uncaught error:', error),
    })
  })
}
