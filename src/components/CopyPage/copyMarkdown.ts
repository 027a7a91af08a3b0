/**
 * Copies the Markdown at `url` to the clipboard. The text is fetched on click (it is not part of
 * the page). Where the browser has ClipboardItem, the fetch is handed to the clipboard as a
 * pending item inside the click, so browsers that only allow writes during the click itself
 * (Safari) accept it; elsewhere the text is written once it has arrived.
 */
export type CopyFailure = 'fetch' | 'clipboard'

export class CopyError extends Error {
  constructor(
    readonly failure: CopyFailure,
    message: string,
  ) {
    super(message)
    this.name = 'CopyError'
  }
}

export async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(
    async (response) => {
      if (!response.ok) throw new CopyError('fetch', `the server answered ${response.status}`)
      return response.text()
    },
    (error: Error) => {
      throw new CopyError('fetch', error.message || 'the network request failed')
    },
  )
  text.catch(() => undefined) // reported below, whichever way the copy goes
  try {
    const clipboard = navigator.clipboard
    if (typeof ClipboardItem !== 'undefined' && clipboard?.write) {
      await clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })])
    } else {
      await clipboard.writeText(await text)
    }
  } catch (error) {
    await text // a failed fetch is the reason to report, when there was one
    throw error instanceof CopyError ? error : new CopyError('clipboard', (error as Error).message)
  }
}
