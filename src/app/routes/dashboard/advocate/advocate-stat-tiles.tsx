import type { UseQueryResult } from '@tanstack/react-query'
import { Eye, Handshake, MessageSquare, MessagesSquare, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { QueryError } from '@/components/ui/error-box'
import { useAdvocateStats, type AdvocateStats } from '@/features/advocates/api/get-advocate-stats'
import { useForumActivity } from '@/features/forum/api/get-forum-activity'

/** The figures the advocates feature counts (advocate_dashboard_stats). */
const ADVOCATE_TILES: {
  key: Exclude<keyof AdvocateStats, 'forumReplies'>
  label: string
  icon: LucideIcon
}[] = [
  { key: 'clientMessagesReceived', label: 'Client Messages', icon: MessageSquare },
  { key: 'profileViews', label: 'Profile Views', icon: Eye },
  { key: 'consultations', label: 'Consultations', icon: Handshake },
]

type StatTileProps = {
  label: string
  icon: LucideIcon
  query: UseQueryResult<unknown>
  value: number | undefined
}

function StatTile({ label, icon: Icon, query, value }: StatTileProps) {
  return (
    <div className="grid content-start gap-2 rounded-lg border bg-card p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd>
        {value !== undefined ? (
          <span className="text-2xl font-bold tabular-nums sm:text-3xl">
            {value.toLocaleString('en-IN')}
          </span>
        ) : query.isError ? (
          <span className="text-2xl font-bold text-muted-foreground sm:text-3xl">
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not available</span>
          </span>
        ) : (
          <span className="block h-8 w-16 animate-pulse rounded-md bg-muted">
            <span className="sr-only">Loading…</span>
          </span>
        )}
      </dd>
    </div>
  )
}

/**
 * docs/PRODUCT.md §2 'Advocate dashboard': four figures in its order, all the advocate's own. Forum
 * Replies comes from the forum's my_forum_activity, which the forum refreshes when a reply is
 * posted or deleted; the other three from the advocates feature.
 */
export function AdvocateStatTiles() {
  const titleId = useId()
  const stats = useAdvocateStats()
  const activity = useForumActivity()
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-lg font-semibold leading-tight">
        Your activity
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {ADVOCATE_TILES.map(({ key, label, icon }) => (
          <StatTile
            key={key}
            label={label}
            icon={icon}
            query={stats}
            value={stats.data?.stats[key]}
          />
        ))}
        <StatTile
          label="Forum Replies"
          icon={MessagesSquare}
          query={activity}
          value={activity.data?.replies}
        />
      </dl>
      {stats.isError && (
        <QueryError
          title="We couldn't load your activity figures."
          query={stats}
          layout="stacked"
        />
      )}
      {activity.isError && (
        <QueryError
          title="We couldn't load your forum replies."
          query={activity}
          layout="stacked"
        />
      )}
    </section>
  )
}
