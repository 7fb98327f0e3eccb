/** Query keys of the signed-in `users` record (no TanStack import: the AuthProvider is in every page). */
export const profileKeys = {
  all: ['auth', 'profile'] as const,
  byEmail: (email: string) => [...profileKeys.all, email] as const,
}
