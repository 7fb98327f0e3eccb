import type { RouteHandle } from '@/components/layouts/route-meta'
import { useParams } from 'react-router'
import { m } from '@/features/messages/messages/conversation'
import { ConversationScreen } from '../components/conversation-screen'
import { ConversationNotFound } from '../components/messages-states'
import { conversationIdSchema } from '../schemas/messages'

export const handle: RouteHandle = { title: m.title }

/**
 * /dashboard/messages/{conversationId}: one conversation of a consultation (docs/PRODUCT.md §2
 * 'Messages').
 */
export function Component() {
  const { messageId = '' } = useParams()
  const isValidId = conversationIdSchema.safeParse(messageId).success
  return (
    <div className="mx-auto w-full max-w-3xl">
      {isValidId ? (
        <ConversationScreen key={messageId} conversationId={messageId} />
      ) : (
        <ConversationNotFound />
      )}
    </div>
  )
}
