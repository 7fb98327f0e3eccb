import { CircleCheck } from 'lucide-react'
import type { Ref } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { formatDate } from '@/i18n/format-date'
import { MODE_LABELS, STATUS_LABELS, TEXTS } from '../content/texts'
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
            {isAdvocate ? 'Your client' : 'Your advocate'}
          </p>
        </div>
      </div>
      <ul aria-label="Consultation" className="flex flex-wrap gap-2">
        <li>
          <Badge variant="outline">{consultation.category}</Badge>
        </li>
        <li>
          <Badge variant="muted">{MODE_LABELS[consultation.mode]}</Badge>
        </li>
        <li>
          <Badge variant={status === 'accepted' ? 'default' : 'secondary'}>
            <span className="sr-only">Status:</span> {STATUS_LABELS[status]}
          </Badge>
        </li>
      </ul>
      <p className="text-sm text-muted-foreground">
        Preferred time:{' '}
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
              trigger={{ label: 'Mark as completed', variant: 'default' }}
              title="Mark this consultation as completed?"
              description={`${name} can then leave a review. You can both still write here.`}
              confirmLabel="Mark as completed"
              pendingLabel="Saving…"
              keepLabel="Not yet"
              success={{ title: 'Consultation completed' }}
              onDone={onActionDone}
            />
          )}
          <ConsultationActionDialog
            consultationId={consultation.id}
            status="cancelled"
            trigger={{ label: 'Cancel consultation' }}
            title="Cancel this consultation?"
            description="The conversation closes: neither of you can send new messages, though you can still read them. This cannot be undone."
            confirmLabel="Cancel consultation"
            pendingLabel="Cancelling…"
            keepLabel="Keep it"
            success={{ title: 'Consultation cancelled' }}
            onDone={onActionDone}
          />
        </div>
      )}
      {status === 'completed' &&
        !isAdvocate &&
        (consultation.reviewed ? (
          <p className="flex items-center gap-2 text-sm font-medium">
            <CircleCheck aria-hidden="true" className="size-4 text-primary" />
            {TEXTS.thanksForReview}
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
