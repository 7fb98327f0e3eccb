import { useAuth } from '@/lib/auth'

/** Placeholder until the accounts issue brings the client and advocate dashboards (SPEC §2). */
export function Component() {
  const { profile } = useAuth()
  const dashboardKind = profile && profile.role !== 'client' ? 'advocate' : 'client'
  return (
    <section className="grid max-w-2xl gap-2">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
      <p className="text-muted-foreground">
        Your {dashboardKind} dashboard arrives with accounts, which we are building now.
      </p>
    </section>
  )
}
