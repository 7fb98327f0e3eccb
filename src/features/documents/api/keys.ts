/** Query keys of the documents feature (one factory, so invalidation hits exactly what changed). */
export const documentKeys = {
  all: ['documents'] as const,
  recent: () => [...documentKeys.all, 'recent'] as const,
}
