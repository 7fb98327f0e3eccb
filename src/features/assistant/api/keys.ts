/** Query keys of the legal assistant feature. */
export const assistantKeys = {
  all: ['assistant'] as const,
  /** The user's chats, newest first: the history list and the dashboard's Recent Chats. */
  chats: () => [...assistantKeys.all, 'chats'] as const,
  /** One chat with its messages. */
  chat: (chatId: string) => [...assistantKeys.all, 'chat', chatId] as const,
  /** Saving the user's feedback on one reply (a mutation). */
  feedback: (replyId: string) => [...assistantKeys.all, 'feedback', replyId] as const,
  /** A section of the knowledge base with its old ↔ new twins. */
  entry: (act: string, section: string) => [...assistantKeys.all, 'entry', act, section] as const,
}
