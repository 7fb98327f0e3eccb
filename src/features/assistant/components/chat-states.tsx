import { MessagesSquare } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '../messages/assistant'

/** Grey message shapes while a chat loads; announced once. */
export function ChatSkeleton() {
  return (
    <div
      role="status"
      className="grid min-h-0 flex-1 content-start gap-4 rounded-lg border bg-muted/40 p-4 md:h-[400px] md:flex-none"
    >
      <span className="sr-only">{m.chat.loading}</span>
      {['h-10', 'h-16', 'h-10'].map((height, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${height} animate-pulse rounded-lg bg-muted`}
        />
      ))}
    </div>
  )
}

/** An unknown id, or someone else's chat (RLS shows nothing of it). */
export function ChatNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <MessagesSquare aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{m.chat.notFound}</h1>
      <p className="max-w-xs text-sm text-muted-foreground">{m.chat.notFoundDetail}</p>
      <Button asChild>
        <Link to={paths.chatbot.getHref()}>{m.chat.startNew}</Link>
      </Button>
    </div>
  )
}
