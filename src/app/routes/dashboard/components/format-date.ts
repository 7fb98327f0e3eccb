/** Dates on the dashboards: Indian English, in India's time zone, e.g. '18 Nov 2026'. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

export function formatDate(isoDateTime: string): string {
  return DATE_FORMAT.format(new Date(isoDateTime))
}
