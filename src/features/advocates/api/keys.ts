/** Query keys of the advocates feature (directory, profiles, the advocate's own practice). */
export const advocateKeys = {
  all: ['advocates'] as const,
  stats: () => [...advocateKeys.all, 'stats'] as const,
  profileStatus: () => [...advocateKeys.all, 'profile-status'] as const,
  /** Every page list of the directory (/advocates), whatever its filters. */
  directory: () => [...advocateKeys.all, 'directory'] as const,
  directoryList: (filters: Record<string, string | number | null>) =>
    [...advocateKeys.directory(), filters] as const,
  /** One advocate's public profile (advocate_directory) and its reviews. */
  advocate: (id: string) => [...advocateKeys.all, 'advocate', id] as const,
  reviews: (id: string) => [...advocateKeys.all, 'reviews', id] as const,
}
