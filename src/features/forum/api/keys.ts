/** Query keys of the community forum feature. */
export const forumKeys = {
  all: ['forum'] as const,
  /** The advocate dashboard's open questions. */
  queries: () => [...forumKeys.all, 'queries'] as const,
  lists: () => [...forumKeys.all, 'list'] as const,
  list: (filters: { search: string; category: string | null; sort: string }) =>
    [...forumKeys.lists(), filters] as const,
  /** 'My questions': a list too, so posting, editing, deleting and voting mark it stale. */
  mine: () => [...forumKeys.lists(), 'mine'] as const,
  /** The category to try when a search finds nothing. */
  suggestion: (filters: { search: string; category: string | null }) =>
    [...forumKeys.all, 'suggestion', filters] as const,
  thread: (id: string) => [...forumKeys.all, 'thread', id] as const,
  replies: (threadId: string) => [...forumKeys.all, 'replies', threadId] as const,
  activity: () => [...forumKeys.all, 'activity'] as const,
}
