import { Loader2 } from 'lucide-react'
import { offlineWaitingText, TYPING_TEXT } from '../content/texts'
import { WifiOffIcon } from './icons'

/**
 * Shown in the conversation under the questions on their way (the log announces it): the
 * assistant answering, or the device offline with the questions kept until it is back.
 */
export function TypingIndicator({ offlineCount = 0 }: { offlineCount?: number }) {
  if (offlineCount > 0) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium">
        <WifiOffIcon className="size-4 shrink-0" />
        {offlineWaitingText(offlineCount)}
      </p>
    )
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" />
      {TYPING_TEXT}
    </p>
  )
}
