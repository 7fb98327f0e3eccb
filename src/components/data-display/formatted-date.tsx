import { formatDate } from '@/i18n/format-date'

/** A machine-readable <time> with the date written the Indian way. */
export function FormattedDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value)}</time>
}
