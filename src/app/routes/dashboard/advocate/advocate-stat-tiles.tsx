import type { UseQueryResult } from '@tanstack/react-query'
import { Eye, Handshake, MessageSquare, MessagesSquare, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { QueryError } from '@/components/ui/error-box'
import { useAdvocateStats, type AdvocateStats } from '@/features/advocates/api/get-advocate-stats'
import { useForumActivity } from '@/features/forum/api/get-forum-activity'
import { m } from '@/app/messages/dashboard-home'
import { formatNumber } from '@/i18n/format'

/** The figures the advocates feature counts (advocate_dashboard_stats). */
const ADVOCATE_TILES: {
  key: Exclude<keyof AdvocateStats, 'forumReplies'>
  label: string
  icon: LucideIcon
}[] = [
  { key: 'clientMessagesReceived', label: m.advocate.stats.clientMessages, icon: MessageSquare },
  { key: 'profileViews', label: m.advocate.stats.profileViews, icon: Eye },
  { key: 'consultations', label: m.advocate.stats.consultations, icon: Handshake },
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
          <span className="text-2xl font-bold tabular-nums sm:text-3xl">{formatNumber(value)}</span>
        ) : query.isError ? (
          <span className="text-2xl font-bold text-muted-foreground sm:text-3xl">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{m.advocate.stats.notAvailable}</span>
          </span>
        ) : (
          <span className="block h-8 w-16 animate-pulse rounded-md bg-muted">
            <span className="sr-only">{m.advocate.stats.loading}</span>
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
        {m.advocate.stats.title}
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
          label={m.advocate.stats.forumReplies}
          icon={MessagesSquare}
          query={activity}
          value={activity.data?.replies}
        />
      </dl>
      {stats.isError && (
        <QueryError title={m.advocate.stats.statsError} query={stats} layout="stacked" />
      )}
      {activity.isError && (
        <QueryError title={m.advocate.stats.repliesError} query={activity} layout="stacked" />
      )}
    </section>
  )
}
