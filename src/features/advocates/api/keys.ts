/** Query keys of the advocates feature (directory, profiles, the advocate's own practice). */
export const advocateKeys = {
  all: ['advocates'] as const,
  stats: () => [...advocateKeys.all, 'stats'] as const,
  profileStatus: () => [...advocateKeys.all, 'profile-status'] as const,
}
