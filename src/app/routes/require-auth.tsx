import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

/** Sends signed-out visitors to /auth, remembering where they wanted to go (?redirectTo=). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { isSignedIn } = useAuth()
  const location = useLocation()
  if (!isSignedIn) {
    const redirectTo = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={paths.auth.getHref(redirectTo)} replace />
  }
  return children ?? <Outlet />
}
