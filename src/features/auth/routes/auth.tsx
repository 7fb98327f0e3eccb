import { useEffect, useState } from 'react'
import { Navigate } from 'react-router'
import { AuthPanel } from '@/features/auth/components/auth-panel'
import { DemoRoleChooser } from '@/features/auth/components/demo-role-chooser'
import { useRedirectTarget } from '@/features/auth/hooks/use-redirect-target'
import { useAuth } from '@/lib/auth'
import { loadSupabase } from '@/lib/supabase'

type View = { name: 'login' | 'demo'; switched: boolean }

/** /auth: login and sign-up tabs, or the demo role chooser (SPEC §2 'Auth screen'). */
export function Component() {
  const { isSignedIn } = useAuth()
  const redirectTo = useRedirectTarget()
  // Decided on arrival: signing in here navigates by itself once the profile is loaded.
  const [arrivedSignedIn] = useState(isSignedIn)
  const [view, setView] = useState<View>({ name: 'login', switched: false })

  useEffect(() => {
    // Warm up the auth client while the visitor types. A failure here is not lost: the same
    // load runs again on submit and its error is shown then.
    loadSupabase().catch(() => undefined)
  }, [])

  if (arrivedSignedIn) return <Navigate to={redirectTo} replace />

  return (
    <section className="container flex justify-center px-4 py-10 sm:py-16">
      {view.name === 'demo' ? (
        <DemoRoleChooser onBack={() => setView({ name: 'login', switched: true })} />
      ) : (
        <AuthPanel
          redirectTo={redirectTo}
          onTryDemo={() => setView({ name: 'demo', switched: true })}
          focusHeading={view.switched}
        />
      )}
    </section>
  )
}
