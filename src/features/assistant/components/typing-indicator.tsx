import { Loader2 } from 'lucide-react'
import { TYPING_TEXT } from '../content/texts'

/** Shown in the conversation while the assistant answers (the log announces it). */
export function TypingIndicator() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" />
      {TYPING_TEXT}
    </p>
  )
}
