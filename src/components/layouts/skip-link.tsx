import type { MouseEvent } from 'react'
import { m } from '@/i18n/messages/shell'

export const MAIN_CONTENT_ID = 'main'

/** First focusable element: jumps keyboard users past the navigation to <main id="main">. */
export function SkipLink() {
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
  }

  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      className="sr-only rounded-md bg-primary font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:px-4 focus:py-2 focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:ring-offset-background"
    >
      {m.skipToContent}
    </a>
  )
}
