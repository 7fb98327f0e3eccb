import { CircleCheck } from 'lucide-react'
import type { Ref } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { formatDate } from '@/i18n/format-date'
import { m } from '@/features/messages/messages/conversation'
import { m as shared } from '@/features/messages/messages/messaging'
import { consultationOtherName, type ConsultationCard } from '../schemas/messages'
import { ConsultationActionDialog } from './consultation-action-dialog'
import { ReviewDialog } from './review-dialog'

type ConversationHeaderProps = {
  consultation: ConsultationCard
  conversationId: string
  /** The page's heading (focus lands there when an action's button goes away). */
  headingRef: Ref<HTMLHeadingElement>
  onActionDone: () => void
}

/**
 * Who the conversation is with, what the consultation is about (category, mode, status), and
 * what can be done with it now: the advocate completes an accepted consultation, either side
 * cancels it, and after completion the client reviews it once.
 */
export function ConversationHeader({
  consultation,
  conversationId,
  headingRef,
  onActionDone,
}: ConversationHeaderProps) {
  const name = consultationOtherName(consultation)
  const isAdvocate = consultation.my_role === 'advocate'
  const { status } = consultation

  return (
    <header className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-center gap-3">
        <Avatar name={name} email={null} size="lg" tone="soft" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="truncate text-xl font-semibold focus:outline-none"
          >
            {name}
          </h1>
          <p className="text-sm text-muted-foreground">
            {isAdvocate ? m.header.yourClient : m.header.yourAdvocate}
          </p>
        </div>
      </div>
      <ul aria-label={m.header.about} className="flex flex-wrap gap-2">
        <li>
          <Badge variant="outline">{consultation.category}</Badge>
        </li>
        <li>
          <Badge variant="muted">{shared.modes[consultation.mode]}</Badge>
        </li>
        <li>
          <Badge variant={status === 'accepted' ? 'default' : 'secondary'}>
            <span className="sr-only">{m.header.status}</span> {shared.statuses[status]}
          </Badge>
        </li>
      </ul>
      <p className="text-sm text-muted-foreground">
        {shared.preferredTime}{' '}
        <time dateTime={consultation.preferred_at}>
          {formatDate(consultation.preferred_at, { time: true })}
        </time>
      </p>
      {status === 'accepted' && (
        <div className="flex flex-wrap gap-2">
          {isAdvocate && (
            <ConsultationActionDialog
              consultationId={consultation.id}
              status="completed"
              trigger={{ label: m.header.complete, variant: 'default' }}
              title={m.header.completeTitle}
              description={m.header.completeText(name)}
              confirmLabel={m.header.complete}
              pendingLabel={m.header.saving}
              keepLabel={m.header.notYet}
              success={{ title: m.header.completed }}
              onDone={onActionDone}
            />
          )}
          <ConsultationActionDialog
            consultationId={consultation.id}
            status="cancelled"
            trigger={{ label: m.header.cancel }}
            title={m.header.cancelTitle}
            description={m.header.cancelText}
            confirmLabel={m.header.cancel}
            pendingLabel={shared.cancelling}
            keepLabel={shared.action.keepIt}
            success={{ title: m.header.cancelled }}
            onDone={onActionDone}
          />
        </div>
      )}
      {status === 'completed' &&
        !isAdvocate &&
        (consultation.reviewed ? (
          <p className="flex items-center gap-2 text-sm font-medium">
            <CircleCheck aria-hidden="true" className="size-4 text-primary" />
            {m.review.thanks}
          </p>
        ) : (
          <div>
            <ReviewDialog
              consultationId={consultation.id}
              conversationId={conversationId}
              advocateName={name}
              onReviewed={onActionDone}
            />
          </div>
        ))}
    </header>
  )
}
