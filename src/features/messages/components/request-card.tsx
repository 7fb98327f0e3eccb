import { Check, Hourglass } from 'lucide-react'
import { useId } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { formatDate } from '@/i18n/format-date'
import { getErrorMessage } from '@/lib/utils'
import { useUpdateConsultation } from '../api/update-consultation'
import { m } from '@/features/messages/messages/inbox'
import { m as shared } from '@/features/messages/messages/messaging'
import { consultationOtherName, type ConsultationCard } from '../schemas/messages'
import { ConsultationActionDialog } from './consultation-action-dialog'
import { RelativeTime } from './relative-time'

type RequestCardProps = {
  request: ConsultationCard
  /** Where focus goes once the card has left the list (accepted, declined, cancelled). */
  onSettled: () => void
}

/**
 * An open consultation request. The advocate accepts it (the conversation opens) or declines it
 * with an optional reason; the client waits and may cancel it.
 */
export function RequestCard({ request, onSettled }: RequestCardProps) {
  const id = useId()
  const name = consultationOtherName(request)
  const isAdvocate = request.my_role === 'advocate'
  const accept = useUpdateConsultation()

  return (
    <li>
      <article
        aria-labelledby={`${id}-name`}
        className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 id={`${id}-name`} className="font-semibold">
            {isAdvocate ? name : m.request.to(name)}
          </h3>
          <span className="text-xs text-muted-foreground">
            <RelativeTime value={request.created_at} />
          </span>
        </div>
        <ul aria-label={m.request.about} className="flex flex-wrap gap-2">
          <li>
            <Badge variant="outline">{request.category}</Badge>
          </li>
          <li>
            <Badge variant="muted">{shared.modes[request.mode]}</Badge>
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">
          {shared.preferredTime}{' '}
          <time dateTime={request.preferred_at}>
            {formatDate(request.preferred_at, { time: true })}
          </time>
        </p>
        <p className="line-clamp-4 whitespace-pre-wrap break-words text-sm">
          {request.description}
        </p>
        {isAdvocate ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(
                    { id: request.id, status: 'accepted' },
                    {
                      onSuccess: () => {
                        toast({
                          title: m.request.accepted,
                          description: m.request.acceptedText(name),
                        })
                        onSettled()
                      },
                    },
                  )
                }
              >
                <Check aria-hidden="true" />
                {accept.isPending ? m.request.accepting : m.request.accept}{' '}
                <span className="sr-only">{m.request.fromName(name)}</span>
              </Button>
              <ConsultationActionDialog
                consultationId={request.id}
                status="declined"
                trigger={{ label: m.request.decline, context: m.request.fromName(name) }}
                title={m.request.declineTitle(name)}
                description={m.request.declineText}
                withReason
                confirmLabel={m.request.declineConfirm}
                pendingLabel={m.request.declining}
                keepLabel={m.request.keep}
                success={{ title: m.request.declined }}
                onDone={onSettled}
              />
            </div>
            {accept.isError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {m.request.notAccepted(getErrorMessage(accept.error))}
              </p>
            )}
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 text-sm font-medium">
              <Hourglass aria-hidden="true" className="size-4 text-muted-foreground" />
              {m.request.waiting}
            </p>
            <ConsultationActionDialog
              consultationId={request.id}
              status="cancelled"
              trigger={{ label: m.request.cancel, context: m.request.toName(name) }}
              title={m.request.cancelTitle}
              description={m.request.cancelText(name)}
              confirmLabel={m.request.cancel}
              pendingLabel={shared.cancelling}
              keepLabel={m.request.keep}
              success={{ title: m.request.cancelled }}
              onDone={onSettled}
            />
          </div>
        )}
      </article>
    </li>
  )
}
