/** Query keys of the documents feature (one factory, so invalidation hits exactly what changed). */
export const documentKeys = {
  all: ['documents'] as const,
  /** Every list of the user's documents (/documents and the dashboard's recent five). */
  lists: () => [...documentKeys.all, 'list'] as const,
  list: () => [...documentKeys.lists(), 'all'] as const,
  recent: () => [...documentKeys.lists(), 'recent'] as const,
  /** One document with its answers (the editor). */
  detail: (id: string) => [...documentKeys.all, 'detail', id] as const,
}
