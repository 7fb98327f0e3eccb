import type { RouteHandle } from '@/components/layouts/route-meta'
import { useId, useRef } from 'react'
import { ErrorBox } from '@/components/ui/error-box'
import { isAdvocateRole } from '@/config/constants'
import { formatNumber } from '@/i18n/format'
import { useAuth } from '@/lib/auth'
import { getErrorMessage } from '@/lib/utils'
import { m } from '@/features/messages/messages/inbox'
import { useConsultations } from '../api/get-consultations'
import { useConversations } from '../api/get-conversations'
import { useLiveInbox } from '../hooks/use-live-messaging'
import { ConversationList } from '../components/conversation-list'
import { MessagesEmpty } from '../components/messages-empty'
import { LoadingShapes } from '../components/messages-states'
import { PastRequests } from '../components/past-requests'
import { RequestCard } from '../components/request-card'

export const handle: RouteHandle = { title: m.title }

/**
 * /dashboard/messages (docs/PRODUCT.md §2 'Messages'): open consultation requests (the advocate
 * accepts or declines, the client waits or cancels), the conversations newest first with their
 * unread counts, and the past requests folded away.
 */
export function Component() {
  const id = useId()
  const { profile } = useAuth()
  const isAdvocate = isAdvocateRole(profile?.role)
  const isLive = useLiveInbox()
  const consultations = useConsultations()
  const conversations = useConversations(isLive)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusHeading = () => headingRef.current?.focus()

  const failed = [consultations, conversations].find((query) => query.isError)
  let content
  if (consultations.data && conversations.data) {
    const open = consultations.data.filter((request) => request.status === 'requested')
    const past = consultations.data.filter((request) => request.status !== 'requested')
    content = (
      <>
        {open.length > 0 && (
          <section aria-labelledby={`${id}-requests`} className="flex flex-col gap-3">
            <h2 id={`${id}-requests`} className="text-lg font-semibold">
              {m.requestsTitle}{' '}
              <span className="text-muted-foreground">({formatNumber(open.length)})</span>
            </h2>
            <ul className="flex flex-col gap-3">
              {open.map((request) => (
                <RequestCard key={request.id} request={request} onSettled={focusHeading} />
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby={`${id}-conversations`} className="flex flex-col gap-3">
          <h2 id={`${id}-conversations`} className="text-lg font-semibold">
            {m.conversationsTitle}
          </h2>
          {conversations.data.length === 0 ? (
            <MessagesEmpty isAdvocate={isAdvocate} />
          ) : (
            <ConversationList conversations={conversations.data} />
          )}
        </section>
        <PastRequests requests={past} />
      </>
    )
  } else if (failed) {
    content = (
      <ErrorBox
        title={m.loadError}
        detail={getErrorMessage(failed.error)}
        // Only a failed query's refetch is a retry: the other may still be on its first load.
        isRetrying={[consultations, conversations].some(
          (query) => query.isError && query.isFetching,
        )}
        onRetry={() => {
          if (consultations.isError) void consultations.refetch()
          if (conversations.isError) void conversations.refetch()
        }}
      />
    )
  } else {
    content = <LoadingShapes label={m.loading} shapes={['h-6 w-48', 'h-20', 'h-20', 'h-20']} />
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
        >
          {m.title}
        </h1>
        <p className="text-muted-foreground">{isAdvocate ? m.introAdvocate : m.introClient}</p>
      </div>
      {content}
    </div>
  )
}
