import { TriangleAlert } from 'lucide-react'
import { useAuth } from '@/lib/auth'
import { m } from '@/i18n/messages/dashboard'

/** Shown above every dashboard page while a shared demo account is signed in. */
export function DemoBanner() {
  const { isDemo } = useAuth()
  if (!isDemo) return null
  return (
    <aside
      aria-label={m.demoAccount}
      className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50 sm:px-6 lg:px-10"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{m.demoWarning}</p>
    </aside>
  )
}
