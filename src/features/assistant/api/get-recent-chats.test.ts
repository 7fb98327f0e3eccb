// @vitest-environment node
import type { ChatSummary } from '../schemas/chat'
import { RECENT_CHATS_LIMIT, recentChatsQueryOptions, toRecentChats } from './get-recent-chats'

const chat = (index: number): ChatSummary => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  title: `Chat ${index}`,
  message_count: index * 2,
  created_at: '2026-11-20T10:00:00+05:30',
  updated_at: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00+05:30`,
})

describe('recent chats', () => {
  it('keeps the newest chats, dated by their last activity, with their message counts', () => {
    const chats = Array.from({ length: 8 }, (_, index) => chat(index + 1))
    const recent = toRecentChats(chats)
    expect(recent).toHaveLength(RECENT_CHATS_LIMIT)
    expect(recent[0]).toEqual({
      id: chats[0].id,
      title: 'Chat 1',
      date: '2026-11-19T10:00:00+05:30',
      messageCount: 2,
    })
  })

  it('shares the cache entry of the history list, so one request serves both', () => {
    expect(recentChatsQueryOptions().queryKey).toEqual(['assistant', 'chats'])
  })
})
