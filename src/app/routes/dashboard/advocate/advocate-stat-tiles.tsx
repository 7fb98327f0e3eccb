import { Eye, Handshake, MessageSquare, MessagesSquare, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { useAdvocateStats, type AdvocateStats } from '@/features/advocates/api/get-advocate-stats'
import { QueryPanelContent } from '../components/query-panel-content'
import { SampleDataBadge } from '../components/sample-data-badge'

/** The four figures of SPEC §2 'Advocate dashboard', in its order. */
const STAT_TILES: { key: keyof AdvocateStats; label: string; icon: LucideIcon }[] = [
  { key: 'clientMessagesReceived', label: 'Client Messages', icon: MessageSquare },
  { key: 'profileViews', label: 'Profile Views', icon: Eye },
  { key: 'consultations', label: 'Consultations', icon: Handshake },
  { key: 'forumReplies', label: 'Forum Replies', icon: MessagesSquare },
]

export function AdvocateStatTiles() {
  const titleId = useId()
  const query = useAdvocateStats()
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-lg font-semibold leading-tight">
          Your activity
        </h2>
        {query.data?.isSample && <SampleDataBadge />}
      </div>
      <QueryPanelContent query={query} what="your activity figures" skeletonRows={1}>
        {({ stats }) => (
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {STAT_TILES.map(({ key, label, icon: Icon }) => (
              <div key={key} className="grid gap-2 rounded-lg border bg-card p-4 shadow-sm">
                <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {label}
                </dt>
                <dd className="text-2xl font-bold tabular-nums sm:text-3xl">
                  {stats[key].toLocaleString('en-IN')}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryPanelContent>
    </section>
  )
}
