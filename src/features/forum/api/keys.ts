/** Query keys of the community forum feature. */
export const forumKeys = {
  all: ['forum'] as const,
  queries: () => [...forumKeys.all, 'queries'] as const,
}
