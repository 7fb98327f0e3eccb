import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatSummary } from '../schemas/chat'
import { chatsQueryOptions } from './get-chats'

/** How many chats the dashboard's Recent Chats panel lists. */
export const RECENT_CHATS_LIMIT = 5

/** A recent conversation with the legal assistant (docs/PRODUCT.md §3 'Recent chat'). */
export type RecentChat = { id: string; title: string; date: string; messageCount: number }

export function toRecentChats(chats: ChatSummary[]): RecentChat[] {
  return chats.slice(0, RECENT_CHATS_LIMIT).map((chat) => ({
    id: chat.id,
    title: chat.title,
    date: chat.updated_at,
    messageCount: chat.message_count,
  }))
}

/** The newest chats, from the same cache entry as the history list (one request for both). */
export const recentChatsQueryOptions = () =>
  queryOptions({ ...chatsQueryOptions(), select: toRecentChats })

export function useRecentChats() {
  return useQuery(recentChatsQueryOptions())
}
