/** The search shortcuts as a React hook, for SearchButton.tsx; what each key means is in shortcutKeys.ts. */
import { useEffect } from 'react'
import { shortcutAction } from './shortcutKeys'

export function useSearchShortcuts({ isOpen, onOpen, onClose }: { isOpen: boolean; onOpen: () => void; onClose: () => void }): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event, isOpen)
      if (!action) return
      event.preventDefault()
      if (action === 'close' || (action === 'toggle' && isOpen)) onClose()
      else onOpen()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isOpen, onOpen, onClose])
}
