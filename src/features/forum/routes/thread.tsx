import type { RouteHandle } from '@/components/layouts/route-meta'
import { useParams } from 'react-router'
import { m } from '@/features/forum/messages/thread'
import { ThreadNotFound } from '../components/thread-states'
import { ThreadScreen } from '../components/thread-screen'
import { threadIdSchema } from '../schemas/forum'

export const handle: RouteHandle = { title: m.title }

/** /forum/{id}: one discussion of the community forum (docs/PRODUCT.md §2 'Thread page'). */
export function Component() {
  const { threadId = '' } = useParams()
  const isValidId = threadIdSchema.safeParse(threadId).success
  return (
    <div className="mx-auto w-full max-w-3xl">
      {isValidId ? <ThreadScreen key={threadId} threadId={threadId} /> : <ThreadNotFound />}
    </div>
  )
}
