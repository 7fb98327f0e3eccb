import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { assistantKeys } from './keys'

/** A recent conversation with the legal assistant (SPEC §3 'Recent chat'). */
export const recentChatSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  date: z.iso.datetime({ offset: true }),
  messageCount: z.int().check(z.nonnegative()),
})
export type RecentChat = z.infer<typeof recentChatSchema>

/** `isSample` tells the UI to label the rows as examples rather than the user's records. */
export type RecentChats = { chats: RecentChat[]; isSample: boolean }

/**
 * SAMPLE DATA, not the user's chats: SPEC §3 rows shown until the assistant issue stores
 * conversations. It then replaces this constant with a query (explicit columns, abortSignal,
 * parsed with recentChatSchema) and returns isSample: false; the dashboard stays as it is.
 */
const SAMPLE_RECENT_CHATS: RecentChat[] = [
  {
    id: 'sample-tenant-rights',
    title: 'Tenant rights when the landlord keeps the deposit',
    date: '2026-11-20T19:45:00+05:30',
    messageCount: 8,
  },
  {
    id: 'sample-consumer-complaint',
    title: 'Filing a consumer complaint for a faulty phone',
    date: '2026-11-16T09:10:00+05:30',
    messageCount: 5,
  },
]

export async function getRecentChats({
  signal,
}: { signal?: AbortSignal } = {}): Promise<RecentChats> {
  signal?.throwIfAborted()
  const chats = z.array(recentChatSchema).parse(SAMPLE_RECENT_CHATS)
  return { chats, isSample: true }
}

export const recentChatsQueryOptions = () =>
  queryOptions({
    queryKey: assistantKeys.recentChats(),
    queryFn: ({ signal }) => getRecentChats({ signal }),
  })

export function useRecentChats() {
  return useQuery(recentChatsQueryOptions())
}
