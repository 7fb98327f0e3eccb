import { m } from '@/features/messages/messages/messaging'
import { formatDate } from '@/i18n/format-date'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long ago, in words a list can show: 'Just now', '5 min ago', '3 h ago', 'Yesterday',
 * '4 days ago', then the date ('18 Nov 2026').
 */
export function relativeDate(iso: string, now: number): string {
  const elapsed = now - Date.parse(iso)
  if (elapsed < MINUTE) return m.relative.justNow
  if (elapsed < HOUR) return m.relative.minutesAgo(Math.floor(elapsed / MINUTE))
  if (elapsed < DAY) return m.relative.hoursAgo(Math.floor(elapsed / HOUR))
  if (elapsed < 2 * DAY) return m.relative.yesterday
  if (elapsed < 7 * DAY) return m.relative.daysAgo(Math.floor(elapsed / DAY))
  return formatDate(iso)
}
