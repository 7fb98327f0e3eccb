/** Query keys of the advocate–client messaging feature. */
export const messageKeys = {
  all: ['messages'] as const,
  /** The advocate dashboard's newest messages from clients. */
  incoming: () => [...messageKeys.all, 'incoming'] as const,
  consultations: () => [...messageKeys.all, 'consultations'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  /** One conversation's consultation (header, actions, review). */
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  /** One conversation's messages, polled while the page is visible. */
  thread: (id: string) => [...messageKeys.all, 'thread', id] as const,
}
