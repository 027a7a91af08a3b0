/**
 * "Copy page" (CopyPage.tsx), installed by the page script (src/page/behaviour.ts): a click on the
 * marked button copies the Markdown twin its sibling link points at (copyMarkdown.ts) and writes
 * the outcome into the sibling live region; a failure is marked `data-failed` for its style.
 */
import { onTap } from '../../browser/taps'
import { copyMarkdown, CopyError } from './copyMarkdown'

export const COPY_PAGE_ATTRIBUTE = 'data-copy-page'
/** How long "Copied" stays on screen (ms). */
const COPIED_MS = 4000

function failureMessage(error: unknown): string {
  if (error instanceof CopyError && error.failure === 'fetch')
    return `Could not load the page's Markdown (${error.message}). Use View as Markdown instead.`
  return 'The browser did not allow copying to the clipboard. Use View as Markdown and copy the text from there.'
}

let timer: number | undefined

async function copyPage(button: HTMLButtonElement): Promise<void> {
  const status = button.parentElement?.querySelector('[role="status"]')
  const link = button.parentElement?.querySelector<HTMLAnchorElement>('a[href]')
  if (!status || !link) return
  const show = (text: string, failed = false) => {
    status.textContent = text
    status.toggleAttribute('data-failed', failed)
  }
  window.clearTimeout(timer)
  button.setAttribute('aria-busy', 'true')
  try {
    await copyMarkdown(link.href)
    show('Copied')
    timer = window.setTimeout(() => show(''), COPIED_MS)
  } catch (error) {
    show(failureMessage(error), true)
  } finally {
    button.removeAttribute('aria-busy')
  }
}

export function installCopyPage(): void {
  onTap<HTMLButtonElement>(`button[${COPY_PAGE_ATTRIBUTE}]`, (button) => void copyPage(button))
}
