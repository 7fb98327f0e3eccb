/** Query keys of the plans feature. */
export const planKeys = {
  all: ['plans'] as const,
  /** The signed-in user's open upgrade request (or null). */
  openRequest: (userId: string) => [...planKeys.all, 'open-request', userId] as const,
}
