/** Dates as LexSetu shows them: Indian English, in India's time zone. */
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

/** '18 Nov 2026'; with `time`, '18 Nov 2026, 7:41 pm'. */
export function formatDate(isoDateTime: string | Date, { time = false } = {}): string {
  return (time ? DAY_AND_TIME : DAY).format(new Date(isoDateTime))
}
