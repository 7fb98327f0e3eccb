import { useSearchParams } from 'react-router'
import { getSafeRedirect } from '@/features/auth/utils/safe-redirect'

/** The validated ?redirectTo= of /auth (set by RequireAuth), else /dashboard. */
export function useRedirectTarget(): string {
  const [searchParams] = useSearchParams()
  return getSafeRedirect(searchParams.get('redirectTo'))
}
