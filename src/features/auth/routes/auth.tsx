import { useState } from 'react'
import { Navigate } from 'react-router'
import { AuthPanel } from '@/features/auth/components/auth-panel'
import type { AwaitingConfirmation } from '@/features/auth/components/auth-tabs'
import { ConfirmYourEmail } from '@/features/auth/components/confirm-your-email'
import { DemoRoleChooser } from '@/features/auth/components/demo-role-chooser'
import { useRedirectTarget } from '@/features/auth/hooks/use-redirect-target'
import { useAuth } from '@/lib/auth'
import { loadSupabase } from '@/lib/supabase'

type View =
  | { name: 'login' | 'demo'; switched: boolean }
  | { name: 'confirm'; email: string; reason: AwaitingConfirmation; switched: true }

/**
 * Fetches the auth client (~52 kB gzip) once the visitor starts using the screen, never on arrival:
 * the first paint does not need it, and by the time a form is submitted it is there. A failure
 * here is not lost: the same load runs again on submit and its error is shown then.
 */
const warmUpAuthClient = () => void loadSupabase().catch(() => undefined)

/** /auth: login and sign-up tabs, or the demo role chooser (docs/PRODUCT.md §2 'Auth screen'). */
export function Component() {
  const { isSignedIn } = useAuth()
  const redirectTo = useRedirectTarget()
  // Decided on arrival: signing in here navigates by itself once the profile is loaded.
  const [arrivedSignedIn] = useState(isSignedIn)
  const [view, setView] = useState<View>({ name: 'login', switched: false })

  if (arrivedSignedIn) return <Navigate to={redirectTo} replace />
  const backToLogin = () => setView({ name: 'login', switched: true })

  return (
    <section
      className="container flex justify-center px-4 py-10 sm:py-16"
      onFocusCapture={warmUpAuthClient}
      onPointerDownCapture={warmUpAuthClient}
    >
      {view.name === 'demo' ? (
        <DemoRoleChooser onBack={backToLogin} />
      ) : view.name === 'confirm' ? (
        <ConfirmYourEmail email={view.email} reason={view.reason} onBack={backToLogin} />
      ) : (
        <AuthPanel
          redirectTo={redirectTo}
          onTryDemo={() => setView({ name: 'demo', switched: true })}
          onAwaitingConfirmation={(email, reason) =>
            setView({ name: 'confirm', email, reason, switched: true })
          }
          focusHeading={view.switched}
        />
      )}
    </section>
  )
}
