/** Query keys of the legal assistant feature. */
export const assistantKeys = {
  all: ['assistant'] as const,
  recentChats: () => [...assistantKeys.all, 'recent-chats'] as const,
}
