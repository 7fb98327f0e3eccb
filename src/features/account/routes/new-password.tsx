import { Navigate, useNavigate } from 'react-router'
import type { RouteHandle } from '@/components/layouts/route-meta'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { ChangePasswordForm } from '@/features/account/components/change-password-form'
import { useAuth } from '@/lib/auth'
import { m } from '@/features/account/messages/account'

/** The title lives here, not in the route table (words there are in every first load). */
export const handle: RouteHandle = { title: m.newPassword.title }

/**
 * /auth/new-password: where a reset link lands (through /auth/callback), already signed in by the
 * link. Choosing the password leads on to the dashboard; leaving keeps the old password. Signed
 * out (the link's session ended), the way back is a new link.
 */
export function Component() {
  const { email, isSignedIn, isLoading } = useAuth()
  const navigate = useNavigate()
  // Arriving from the callback, the link's session may still be on its way to the provider.
  if (isLoading) return <FullScreenSpinner />
  if (!isSignedIn) return <Navigate to={paths.forgotPassword.getHref()} replace />
  return (
    <section className="container flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{m.newPassword.title}</h1>
          <CardDescription>{m.newPassword.linkWorked(email)}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm
            mode="reset"
            onChanged={() => void navigate(paths.dashboard.getHref(), { replace: true })}
          />
        </CardContent>
      </Card>
    </section>
  )
}
