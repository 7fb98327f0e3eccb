import { ArrowLeft, MessagesSquare } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '@/features/messages/messages/conversation'

/** 'Back to messages', above a conversation. */
export function BackToMessagesLink() {
  return (
    <Button asChild variant="link" size="inline" className="self-start">
      <Link to={paths.messages.getHref()}>
        <ArrowLeft aria-hidden="true" />
        {m.backToMessages}
      </Link>
    </Button>
  )
}

/** Grey shapes while something loads; announced once with `label`. */
export function LoadingShapes({ label, shapes }: { label: string; shapes: string[] }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {shapes.map((shape, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${shape} animate-pulse rounded-md bg-muted`}
        />
      ))}
    </div>
  )
}

/** An id that is not a conversation of the signed-in user (or not an id at all). */
export function ConversationNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <MessagesSquare aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{m.notFoundTitle}</h1>
      <p className="max-w-xs text-sm text-muted-foreground">{m.notFoundText}</p>
      <Button asChild>
        <Link to={paths.messages.getHref()}>{m.backToMessages}</Link>
      </Button>
    </div>
  )
}
