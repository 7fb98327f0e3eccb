import { AdvocateStatTiles } from './advocate/advocate-stat-tiles'
import { ForumQueriesPanel } from './advocate/forum-queries-panel'
import { IncomingMessagesPanel } from './advocate/incoming-messages-panel'
import { ProfileStatusPanel } from './advocate/profile-status-panel'
import { m } from '@/app/messages/dashboard-home'

/** docs/PRODUCT.md §2 'Advocate dashboard': stats, messages, profile status, forum queries. */
export function AdvocateDashboard() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.advocate.welcome}</h1>
        <p className="text-muted-foreground">{m.advocate.intro}</p>
      </header>
      <AdvocateStatTiles />
      <div className="grid gap-6 lg:grid-cols-3">
        <IncomingMessagesPanel className="lg:col-span-2" />
        <ProfileStatusPanel />
      </div>
      <ForumQueriesPanel />
    </div>
  )
}
