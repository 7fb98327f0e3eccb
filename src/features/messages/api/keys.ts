/** Query keys of the advocate–client messaging feature. */
export const messageKeys = {
  all: ['messages'] as const,
  incoming: () => [...messageKeys.all, 'incoming'] as const,
}
