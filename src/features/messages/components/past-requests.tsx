import { ChevronRight } from 'lucide-react'
import { formatDate } from '@/i18n/format-date'
import { m } from '@/features/messages/messages/inbox'
import { consultationOtherName, type ConsultationCard } from '../schemas/messages'

/** What became of the request: 'Declined', 'Cancelled by you'. */
function outcome(request: ConsultationCard): string {
  if (request.status !== 'cancelled' || request.cancelled_by === null)
    return m.past.status[request.status]
  if (request.cancelled_by === request.my_role) return m.past.cancelledBy.me
  return m.past.cancelledBy[request.cancelled_by]
}

function closedAt(request: ConsultationCard): string {
  return request.declined_at ?? request.cancelled_at ?? request.created_at
}

/** Declined and cancelled requests, folded away under 'Past requests (n)'. */
export function PastRequests({ requests }: { requests: ConsultationCard[] }) {
  if (requests.length === 0) return null
  return (
    <details className="group rounded-lg border">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg p-4 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
        />
        {m.past.title(requests.length)}
      </summary>
      <ul className="divide-y border-t">
        {requests.map((request) => {
          // The words around the date: 'Declined on {date}'.
          const [beforeDate, afterDate] = m.past.onDate(outcome(request)).split('{date}')
          return (
            <li key={request.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{consultationOtherName(request)}</span>
                <span className="text-xs text-muted-foreground">
                  {beforeDate}
                  <time dateTime={closedAt(request)}>{formatDate(closedAt(request))}</time>
                  {afterDate}
                </span>
              </p>
              <p className="text-muted-foreground">{request.category}</p>
              {request.status === 'declined' && request.decline_reason && (
                <p className="whitespace-pre-wrap break-words">
                  <span className="font-medium">{m.past.reason}</span> {request.decline_reason}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}
