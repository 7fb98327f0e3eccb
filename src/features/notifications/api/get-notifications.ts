import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { parseRows } from '@/lib/parse-rows'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { notificationKeys } from './keys'

/** How many of the newest the bell lists. */
const NOTIFICATIONS_SHOWN = 20
/** Without Realtime (unreachable), the bell asks again this often. */
const POLL_MS = 60_000

const notificationSchema = z.object({
  id: z.string(),
  // A kind newer than this app is still listed, in general words (content/texts.ts).
  kind: z.string(),
  actor_name: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  link: z.string(),
  count: z.number(),
  read_at: z.nullable(z.string()),
  created_at: z.string(),
})

export type Notification = z.infer<typeof notificationSchema>

const COLUMNS = 'id, kind, actor_name, subject, link, count, read_at, created_at'

/** The user's newest notifications (RLS: their own only), newest first. */
async function getNotifications(client: AppSupabaseClient, signal?: AbortSignal) {
  let query = client
    .from('notifications')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(NOTIFICATIONS_SHOWN)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return parseRows(z.array(notificationSchema), data, 'The notifications')
}

/** How many are unread, counted by the database (the list shows only the newest). */
async function countUnread(client: AppSupabaseClient, signal?: AbortSignal) {
  let query = client
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null)
  if (signal) query = query.abortSignal(signal)
  const { count, error } = await query
  if (error) throw error
  return count ?? 0
}

export function useNotifications({ enabled, isLive }: { enabled: boolean; isLive: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.list(),
      queryFn: async ({ signal }) => getNotifications(await loadSupabase(), signal),
      enabled,
      refetchInterval: isLive ? false : POLL_MS,
    }),
  )
}

export function useUnreadCount({ isLive }: { isLive: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.unread(),
      queryFn: async ({ signal }) => countUnread(await loadSupabase(), signal),
      refetchInterval: isLive ? false : POLL_MS,
    }),
  )
}
