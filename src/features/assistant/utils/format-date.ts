const DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})
const DAY_AND_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
})
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/** Chat dates, Indian English in India's time zone: '20 Nov 2026'; with `time`, '20 Nov 2026, 7:41 pm'. */
export function formatChatDate(isoDateTime: string | Date, { time = false } = {}): string {
  return (time ? DAY_AND_TIME : DAY).format(new Date(isoDateTime))
}

/** The calendar day in India as YYYY-MM-DD, for file names. */
export function isoDay(date: Date): string {
  return ISO_DAY.format(date)
}
