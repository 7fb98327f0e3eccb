import { formatDate } from '@/i18n/format-date'
import { useNow } from '../hooks/use-now'
import { relativeDate } from '../utils/relative-date'

/** '5 min ago' in a machine-readable <time>; the full date and time on hover. */
export function RelativeTime({ value }: { value: string }) {
  const now = useNow()
  return (
    <time dateTime={value} title={formatDate(value, { time: true })}>
      {relativeDate(value, now)}
    </time>
  )
}
