/** Whether a Supabase (PostgREST) error carries this SQLSTATE, e.g. '23505' or 'LS005'. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code
}
