import { CircleAlert, Clock, RotateCw, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/i18n/format-date'
import { cn } from '@/lib/utils'
import { m } from '@/features/messages/messages/conversation'
import type { LocalMessage } from '../lib/outbox-store'

type MessageItemProps = {
  body: string
  createdAt: string
  isMine: boolean
  /** The other person's name, read before their messages by screen readers. */
  senderName: string
  /** A message of this device the server has not confirmed yet. */
  local?: Pick<LocalMessage, 'state' | 'error' | 'retryAt'> & {
    onRetry: () => void
    onDiscard: () => void
  }
}

/** One message: mine on the right, theirs on the left; an unsent one says so and offers Retry. */
export function MessageItem({ body, createdAt, isMine, senderName, local }: MessageItemProps) {
  const isFailed = local?.state === 'failed'
  return (
    <li
      className={cn('grid max-w-[85%] gap-1', isMine ? 'justify-self-end' : 'justify-self-start')}
    >
      <div
        className={cn(
          'rounded-2xl px-3 py-2',
          isMine ? 'bg-primary text-primary-foreground' : 'border bg-card text-card-foreground',
          isFailed && 'opacity-70',
        )}
      >
        <p className="whitespace-pre-wrap break-words">
          {/* The space stays inside: the text keeps its own leading spaces (pre-wrap). */}
          <span className="sr-only">{isMine ? m.item.you : senderName}: </span>
          {body}
        </p>
      </div>
      <div
        className={cn(
          'flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground',
          isMine && 'justify-end',
        )}
      >
        {local?.state === 'sending' ? (
          <span role="status" className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3" />
            {m.item.sending}
          </span>
        ) : isFailed && local ? (
          <span role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="flex items-center gap-1 font-semibold text-destructive">
              <CircleAlert aria-hidden="true" className="size-3" />
              {m.item.notSent}
            </span>
            <span aria-hidden="true">—</span>
            <Button variant="link" size="inline" onClick={local.onRetry}>
              <RotateCw aria-hidden="true" />
              {m.item.retry} <span className="sr-only">{m.item.retryContext}</span>
            </Button>
            {local.retryAt === null && (
              <Button variant="link" size="inline" onClick={local.onDiscard}>
                <X aria-hidden="true" />
                {m.item.remove} <span className="sr-only">{m.item.removeContext}</span>
              </Button>
            )}
            {local.error && <span className="basis-full text-right">{local.error}</span>}
          </span>
        ) : (
          <time dateTime={createdAt}>{formatDate(createdAt, { time: true })}</time>
        )}
      </div>
    </li>
  )
}
